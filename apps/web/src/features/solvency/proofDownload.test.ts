import { afterEach, describe, expect, it, vi } from 'vitest'
import { sumProofFromJson, verifySumProof } from '@vita/shared/solvency'
import { saveBlob } from '../../lib/download'
import { proofDownload, saveProofDownload } from './proofDownload'
import { DAY, REGISTRY, dayTree, proofAnswer } from './testing'

vi.mock('../../lib/download', () => ({ saveBlob: vi.fn() }))

describe('the proof download', () => {
  afterEach(() => vi.mocked(saveBlob).mockReset())

  it('is the API’s answer (salt, UUID, proof file) and where its root is on chain', () => {
    const proof = proofAnswer()
    expect(proofDownload({ proof, chainId: 56, registry: REGISTRY })).toEqual({
      ...proof,
      registry: { chainId: 56, address: REGISTRY, day: 20261128 },
    })
    expect(proofDownload({ proof, chainId: 31337, registry: undefined }).registry.address).toBeNull()
  })

  it('saves JSON that checks against the day’s root once read back', async () => {
    const tree = dayTree()
    saveProofDownload({ proof: proofAnswer(2, tree), chainId: 56, registry: REGISTRY })
    expect(saveBlob).toHaveBeenCalledOnce()
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? []
    expect(name).toBe(`vita-solvency-proof-${DAY}.json`)
    expect(blob?.type).toBe('application/json')
    const saved = JSON.parse((await blob?.text()) ?? '') as ReturnType<typeof proofDownload>
    expect(saved.salt).toBe(proofAnswer(2, tree).salt)
    expect(saved.registry.day).toBe(20261128)
    const member = sumProofFromJson(saved.file)
    expect(verifySumProof({ ...member, root: tree.root, totals: tree.totals })).toBe('included')
  })
})
