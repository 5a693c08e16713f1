import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { reportError } from '../../../lib/notify'
import { appConfigQuery } from '../../../platform/config/getAppConfig'
import { useSession } from '../../../platform/session/session'
import { solvencyProofQuery } from '../api/getSolvencyProof'
import type { BalanceVerdict } from '../flows/verifyMyBalance'
import { saveProofDownload } from '../proofDownload'
import { verificationProblem, type VerificationProblem } from '../verificationError'

export type VerificationState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; result: BalanceVerdict }
  | { status: 'failed'; problem: VerificationProblem }

export type DownloadState = { busy: boolean; problem: VerificationProblem | null }

/**
 * "Verify my balance" and "Download proof" for `day`, for the signed-in member (their session's UUID).
 * The check's code (the tree, keccak256, the chain) loads on the first check. An expired session goes
 * through the error catalogue, which signs the member out.
 */
export function useVerifyMyBalance(day: string) {
  const client = useQueryClient()
  const memberUuid = useSession()?.userInfo?.uuid ?? null
  const [state, setState] = useState<VerificationState>({ status: 'idle' })
  const [download, setDownload] = useState<DownloadState>({ busy: false, problem: null })
  const checking = useRef(false)

  const problemOf = (error: unknown): VerificationProblem => {
    const problem = verificationProblem(error)
    if (problem === 'signedOut') reportError(error)
    return problem
  }

  async function verify(): Promise<void> {
    if (!memberUuid || checking.current) return
    checking.current = true
    setState({ status: 'checking' })
    try {
      const config = await client.fetchQuery(appConfigQuery())
      const { startVerification } = await import('../flows/startVerification')
      const result = await startVerification({
        client,
        day,
        memberUuid,
        chain: config.chain,
        registry: config.contracts.solvencyRegistry,
      })
      setState({ status: 'done', result })
    } catch (error) {
      setState({ status: 'failed', problem: problemOf(error) })
    } finally {
      checking.current = false
    }
  }

  async function saveProof(): Promise<void> {
    if (!memberUuid || download.busy) return
    setDownload({ busy: true, problem: null })
    try {
      const [config, proof] = await Promise.all([
        client.fetchQuery(appConfigQuery()),
        client.fetchQuery(solvencyProofQuery(day, memberUuid)),
      ])
      saveProofDownload({ proof, chainId: config.chain.chainId, registry: config.contracts.solvencyRegistry })
      setDownload({ busy: false, problem: null })
    } catch (error) {
      setDownload({ busy: false, problem: problemOf(error) })
    }
  }

  return { signedIn: memberUuid !== null, state, verify, download, saveProof }
}
