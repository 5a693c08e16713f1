/**
 * The proof file a member keeps (docs/solvency.md checks it by hand): what the API answered for the
 * day (the salt, the member's UUID and the proof file of packages/shared/src/solvency/proofJson.ts) and
 * where to find the root on chain to compare with: the chain, the registry and the day's number there.
 */
import type { SolvencyProof } from '@vita/shared/schemas/solvency'
import type { Address } from 'viem'
import { saveBlob } from '../../lib/download'
import { registryDay } from '@vita/shared/solvency'

export type ProofDownload = SolvencyProof & {
  registry: { chainId: number; address: Address | null; day: number }
}

export type ProofDownloadParameters = {
  proof: SolvencyProof
  chainId: number
  registry: Address | undefined
}

export function proofDownload({ proof, chainId, registry }: ProofDownloadParameters): ProofDownload {
  return { ...proof, registry: { chainId, address: registry ?? null, day: registryDay(proof.day) } }
}

export const proofFileName = (day: string) => `vita-solvency-proof-${day}.json`

/** Hands the file to the browser as `vita-solvency-proof-<day>.json`. */
export function saveProofDownload(parameters: ProofDownloadParameters): ProofDownload {
  const file = proofDownload(parameters)
  const blob = new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' })
  saveBlob(blob, proofFileName(parameters.proof.day))
  return file
}
