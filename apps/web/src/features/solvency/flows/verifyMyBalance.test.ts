import { describe, expect, it, vi } from 'vitest'
import type { SolvencyProof } from '@vita/shared/schemas/solvency'
import { HttpError } from '../../../lib/httpError'
import { CURRENCIES, DAY, ME, UNIT, dayTree, members, proofAnswer, publishedEntry } from '../testing'
import { VerificationError } from '../verificationError'
import { verifyMyBalance, type VerifyMyBalanceDependencies } from './verifyMyBalance'

const check = (proof: SolvencyProof, chain: VerifyMyBalanceDependencies['readPublished'], memberUuid = ME) =>
  verifyMyBalance({ day: DAY, memberUuid }, { fetchProof: async () => proof, readPublished: chain })

describe('verifyMyBalance', () => {
  it('is included when my leaf and path lead to the root the chain holds, with my amounts', async () => {
    const tree = dayTree()
    const readPublished = vi.fn(async () => publishedEntry(tree))
    expect(await check(proofAnswer(2, tree), readPublished)).toEqual({
      verdict: 'included',
      amounts: [
        { currency: 'USDT', amount: 30n * UNIT },
        { currency: 'DPINE', amount: 3n * UNIT },
      ],
      chainRoot: tree.root,
    })
    expect(readPublished).toHaveBeenCalledWith(DAY)
  })

  it('is not included when the proof was tampered with (an amount or a sibling sum changed)', async () => {
    const chain = async () => publishedEntry()
    const answer = proofAnswer()
    const raisedLeaf = structuredClone(answer)
    raisedLeaf.file.leaf.amounts[0] = (31n * UNIT).toString()
    expect(await check(raisedLeaf, chain)).toEqual({ verdict: 'notIncluded', reason: 'pathBroken' })
    const hiddenSibling = structuredClone(answer)
    const sibling = hiddenSibling.file.siblings[0]
    if (sibling) sibling.sums[1] = '0'
    expect(await check(hiddenSibling, chain)).toEqual({ verdict: 'notIncluded', reason: 'pathBroken' })
  })

  it('is not included when the leaf is someone else’s, even a consistent one', async () => {
    const chain = async () => publishedEntry()
    // Another member's whole proof, salt and UUID included: it is not mine by my own UUID.
    expect(await check(proofAnswer(0), chain)).toEqual({ verdict: 'notIncluded', reason: 'notMine' })
    // My UUID and salt beside another member's leaf and path.
    const swapped = { ...proofAnswer(2), file: proofAnswer(3).file }
    expect(await check(swapped, chain)).toEqual({ verdict: 'notIncluded', reason: 'notMine' })
  })

  it('is a root mismatch when the chain holds another root than the one the proof leads to', async () => {
    const tree = dayTree()
    const other = dayTree(members.slice(0, 4))
    expect(await check(proofAnswer(2, tree), async () => publishedEntry(other))).toEqual({
      verdict: 'rootMismatch',
      proofRoot: tree.root,
      chainRoot: other.root,
    })
    // The same root with understated totals, or the currencies named in another order.
    const understated = { ...publishedEntry(tree), totals: tree.totals.map((total) => total - 1n) }
    expect((await check(proofAnswer(2, tree), async () => understated)).verdict).toBe('rootMismatch')
    const renamed = { ...publishedEntry(tree), currencies: [...CURRENCIES].reverse() }
    expect((await check(proofAnswer(2, tree), async () => renamed)).verdict).toBe('rootMismatch')
  })

  it('is unpublished while the registry holds nothing for the day', async () => {
    const tree = dayTree()
    expect(await check(proofAnswer(2, tree), async () => null)).toEqual({
      verdict: 'unpublished',
      proofRoot: tree.root,
    })
  })

  it('reports a missing proof as the API’s error and an unreachable chain as its own', async () => {
    const missing = new HttpError({
      kind: 'envelope',
      status: 404,
      code: 404,
      msg: '',
      data: null,
      reason: null,
    })
    const noProof = verifyMyBalance(
      { day: DAY, memberUuid: ME },
      {
        fetchProof: async () => {
          throw missing
        },
        readPublished: async () => {
          throw new Error('rpc down')
        },
      },
    )
    await expect(noProof).rejects.toBe(missing)
    const chainDown = check(proofAnswer(), async () => {
      throw new Error('rpc down')
    })
    await expect(chainDown).rejects.toBeInstanceOf(VerificationError)
    await expect(chainDown).rejects.toMatchObject({ reason: 'chainUnreachable' })
  })
})
