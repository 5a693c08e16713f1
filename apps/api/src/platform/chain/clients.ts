import {
  createPublicClient,
  defineChain,
  fallback,
  http,
  type Chain,
  type PublicClient,
  type Transport,
} from 'viem'
import { BACKUP_RPC_TIMEOUT_MS, BALANCE_TIMEOUT_MS, DECIMALS_TIMEOUT_MS } from '@vita/shared'
import { ChainUnavailableError } from './errors'
import { withTimeout } from './withTimeout'

export type ChainClient = PublicClient<Transport, Chain>

/** Per-read time limits; the spec's values by default, injectable so tests fail fast. */
export type ChainTimeouts = {
  /** Any read on the primary RPC (spec: balance lookup 15 s). */
  primaryMs: number
  /** `decimals()` on the primary RPC (spec: 10 s). */
  decimalsMs: number
  /** Any read on the backup RPC (spec: 10 s). */
  backupMs: number
}

export const SPEC_TIMEOUTS: ChainTimeouts = {
  primaryMs: BALANCE_TIMEOUT_MS,
  decimalsMs: DECIMALS_TIMEOUT_MS,
  backupMs: BACKUP_RPC_TIMEOUT_MS,
}

export type ChainClients = {
  chain: Chain
  /** RPC_URL (or the dev chain): the indexer and every read with the spec's time limits. */
  primary: ChainClient
  /** BACKUP_RPC_URL, tried by readWithBackup when the primary fails or times out. */
  backup: ChainClient | undefined
  /** Primary, then backup on failure, in one client (health, EIP-1271, payouts). */
  failover: ChainClient
  timeouts: ChainTimeouts
}

export type CreateChainClientsParameters = {
  chainId: number
  rpcUrl: string
  backupRpcUrl?: string | undefined
  timeouts?: Partial<ChainTimeouts>
}

function createClient(chain: Chain, url: string, timeoutMs: number): ChainClient {
  // One quick retry covers a keep-alive socket the node closed just as it was reused; the
  // per-read limits (withTimeout) still bound the total, so a dead node fails over in time.
  // JSON-RPC batching folds the parallel eth_calls of one read into one HTTP request.
  const transport = http(url, {
    timeout: timeoutMs,
    retryCount: 1,
    retryDelay: 50,
    batch: { wait: 0, batchSize: 100 },
  })
  return createPublicClient({ chain, transport, pollingInterval: 1_000 })
}

export function createChainClients(parameters: CreateChainClientsParameters): ChainClients {
  const timeouts = { ...SPEC_TIMEOUTS, ...parameters.timeouts }
  const chain = defineChain({
    id: parameters.chainId,
    name: `chain-${parameters.chainId}`,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [parameters.rpcUrl] } },
  })
  const urls = [parameters.rpcUrl, ...(parameters.backupRpcUrl ? [parameters.backupRpcUrl] : [])]
  return {
    chain,
    primary: createClient(chain, parameters.rpcUrl, timeouts.primaryMs),
    backup: parameters.backupRpcUrl
      ? createClient(chain, parameters.backupRpcUrl, timeouts.backupMs)
      : undefined,
    failover: createPublicClient({
      chain,
      transport: fallback(urls.map((url) => http(url, { timeout: 10_000, retryCount: 1 }))),
      pollingInterval: 1_000,
    }),
    timeouts,
  }
}

/**
 * Runs `read` on the primary RPC, then on the backup RPC if the primary fails or times out
 * (spec §7: "a fallback public node is used when balance lookup times out").
 */
export async function readWithBackup<T>(
  clients: ChainClients,
  operation: string,
  read: (client: ChainClient) => Promise<T>,
  primaryTimeoutMs: number = clients.timeouts.primaryMs,
): Promise<T> {
  let failure: unknown
  try {
    return await withTimeout(read(clients.primary), primaryTimeoutMs, operation)
  } catch (error) {
    failure = error
  }
  if (clients.backup) {
    try {
      return await withTimeout(read(clients.backup), clients.timeouts.backupMs, `${operation} (backup RPC)`)
    } catch (error) {
      failure = error
    }
  }
  throw new ChainUnavailableError(operation, { cause: failure })
}
