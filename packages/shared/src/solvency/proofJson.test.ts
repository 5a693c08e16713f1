import { describe, expect, it } from 'vitest'
import { buildSumTree } from './buildSumTree'
import { SumTreeInputError } from './errors'
import { memberCommitment } from './memberCommitment'
import { sumProofFromJson, sumProofToJson } from './proofJson'

const big = 2n ** 255n + 12_345n
const tree = buildSumTree(
  [1, 2, 3].map((n) => ({
    memberCommitment: memberCommitment({ salt: `0x${n.toString(16).padStart(64, '0')}`, memberId: `m${n}` }),
    amounts: [BigInt(n), n === 2 ? big : 0n],
  })),
  ['USDT', 'DPINE'],
)

describe('sumProofToJson / sumProofFromJson', () => {
  it('writes amounts as decimal strings and reads back the same proof', () => {
    const member = tree.proofOf(1)
    const text = JSON.stringify(sumProofToJson(member))
    expect(text).toContain(`"${big.toString()}"`)
    expect(sumProofFromJson(JSON.parse(text))).toEqual(member)
  })

  it('refuses a file that is not a proof: signs, decimals, exponents, short hashes, another version', () => {
    const file = sumProofToJson(tree.proofOf(0))
    const refused = (changed: object) => () => sumProofFromJson({ ...file, ...changed })
    for (const amounts of [
      ['-1', '0'],
      ['1.5', '0'],
      ['1e3', '0'],
      ['01', '0'],
      [1, 0],
      ['9'.repeat(79), '0'],
    ])
      expect(refused({ leaf: { ...file.leaf, amounts } })).toThrow(SumTreeInputError)
    expect(refused({ root: '0x1234' })).toThrow(SumTreeInputError)
    expect(refused({ version: 2 })).toThrow(SumTreeInputError)
    expect(refused({ leafIndex: -1 })).toThrow(SumTreeInputError)
    expect(refused({ currencies: [] })).toThrow(SumTreeInputError)
    expect(() => sumProofFromJson('not a proof')).toThrow(/badProofFile/)
  })
})
