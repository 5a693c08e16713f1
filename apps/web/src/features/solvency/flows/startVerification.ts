/**
 * verifyMyBalance with the real sources: the proof through the query cache (the download reuses it) and
 * the registry through the page's one wagmi config, i.e. the chain's own RPC. Its own chunk, loaded on
 * the member's first check with the tree code and the chain code.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { AppConfig } from '@vita/shared/schemas/system'
import type { Address } from 'viem'
import { walletConfigFor } from '../../../platform/wallet/walletKit'
import { solvencyProofQuery } from '../api/getSolvencyProof'
import { readPublishedLiabilities } from '../api/readPublishedLiabilities'
import { registryDay } from '@vita/shared/solvency'
import { VerificationError } from '../verificationError'
import { verifyMyBalance, type VerifyMyBalanceReturnType } from './verifyMyBalance'

export type StartVerificationParameters = {
  client: QueryClient
  day: string
  memberUuid: string
  chain: AppConfig['chain']
  /** config.contracts.solvencyRegistry; undefined where none is deployed. */
  registry: Address | undefined
}

export function startVerification({
  client,
  day,
  memberUuid,
  chain,
  registry,
}: StartVerificationParameters): Promise<VerifyMyBalanceReturnType> {
  return verifyMyBalance(
    { day, memberUuid },
    {
      fetchProof: (proofDay) => client.fetchQuery(solvencyProofQuery(proofDay, memberUuid)),
      readPublished: async (publishedDay) => {
        if (!registry) throw new VerificationError('notConfigured')
        return readPublishedLiabilities(walletConfigFor(chain), {
          registry,
          day: registryDay(publishedDay),
        })
      },
    },
  )
}
