import { WALLET_CONNECT_RETRIES, WALLET_CONNECT_TIMEOUT_MS } from '@vita/shared/constants'
import { toWalletError, WalletError, type WalletErrorReason } from './walletError'

export type ConnectRetryOptions = { timeoutMs: number; retries: number }
export const CONNECT_RETRY: ConnectRetryOptions = {
  timeoutMs: WALLET_CONNECT_TIMEOUT_MS,
  retries: WALLET_CONNECT_RETRIES,
}

/** Failures worth asking again: no answer in time, or a failure the wallet gave no reason for. */
const RETRIED: readonly WalletErrorReason[] = ['connectTimeout', 'connectFailed']

/**
 * Spec §9: a wallet connection waits 30 s per attempt and is retried 3 times. The member's own
 * answers (rejected, already pending, no wallet) end it at once; after the last attempt the
 * failure is 钱包连接超时 or 钱包连接失败. `attempt` is asked again from scratch each time.
 */
export async function connectWithRetries<T>(
  attempt: () => Promise<T>,
  options: ConnectRetryOptions = CONNECT_RETRY,
): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new WalletError('connectTimeout')), options.timeoutMs)
    })
    try {
      return await Promise.race([attempt(), timeout])
    } catch (error) {
      const failure = toWalletError(error, 'connect')
      if (!RETRIED.includes(failure.reason) || tried >= options.retries) throw failure
    } finally {
      clearTimeout(timer)
    }
  }
}
