/**
 * Balance reads with the spec's limits (§7 "a fallback public node is used when balance lookup
 * times out", §8/§9: 获取余额超时 15 s, 备用RPC获取余额超时 10 s): the app's RPC first, then the
 * web app's own backup RPC from /app/config (createWalletConfig puts it second in the chain's URLs).
 */
import { BACKUP_RPC_TIMEOUT_MS, BALANCE_TIMEOUT_MS } from '@vita/shared/constants'
import { createPublicClient, erc20Abi, http, type Address, type Chain, type PublicClient } from 'viem'
import type { Config } from 'wagmi'
import { ChainError, type ChainErrorReason } from './chainError'

export type BalanceLimits = { primaryMs: number; backupMs: number }
export const BALANCE_LIMITS: BalanceLimits = {
  primaryMs: BALANCE_TIMEOUT_MS,
  backupMs: BACKUP_RPC_TIMEOUT_MS,
}

/** Rejects with ChainError(reason) when `promise` has not settled within `ms`. */
export async function withChainTimeout<T>(
  promise: Promise<T>,
  ms: number,
  reason: ChainErrorReason,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChainError(reason)), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `read` against the first URL within `primaryMs`; when that fails or times out and there is a
 * second URL, against it within `backupMs`. Timeouts become 获取余额超时 / 备用RPC获取余额超时; any
 * other failure is the last RPC's own.
 */
export async function readWithBackup<T>(
  urls: readonly string[],
  read: (url: string) => Promise<T>,
  limits: BalanceLimits = BALANCE_LIMITS,
): Promise<T> {
  const [primary, backup] = urls
  if (primary === undefined) throw new ChainError('networkError')
  try {
    return await withChainTimeout(read(primary), limits.primaryMs, 'balanceTimeout')
  } catch (error) {
    if (backup === undefined) throw error
  }
  return withChainTimeout(read(backup), limits.backupMs, 'backupBalanceTimeout')
}

const clients = new Map<string, PublicClient>()

/** One client per RPC URL, without viem's own retries and time limit (readWithBackup bounds them). */
function clientFor(chain: Chain, url: string): PublicClient {
  const key = `${chain.id}:${url}`
  let client = clients.get(key)
  if (!client) {
    client = createPublicClient({
      chain,
      transport: http(url, { retryCount: 0, timeout: BALANCE_TIMEOUT_MS }),
    })
    clients.set(key, client)
  }
  return client
}

export type ReadBalanceParameters = {
  account: Address
  /** An ERC-20 (balanceOf); omitted for the native coin (BNB, for gas). */
  token?: Address | undefined
}

/** The balance in base units, from the primary RPC or, past its limit, the backup RPC. */
export function readBalance(
  config: Config,
  { account, token }: ReadBalanceParameters,
  limits: BalanceLimits = BALANCE_LIMITS,
): Promise<bigint> {
  const chain = config.chains[0]
  if (!chain) return Promise.reject(new ChainError('networkError'))
  return readWithBackup(
    chain.rpcUrls.default.http,
    (url) => {
      const client = clientFor(chain, url)
      return token
        ? client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
        : client.getBalance({ address: account })
    },
    limits,
  )
}
