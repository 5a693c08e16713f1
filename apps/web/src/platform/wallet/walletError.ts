/**
 * Wallet failures and the spec §8 wallet messages. Providers report errors as EIP-1193 codes, often
 * wrapped by viem/wagmi; `walletErrorReason` walks the cause chain to find the code.
 */
export type WalletErrorReason =
  | 'noWallet'
  | 'notAuthorized'
  | 'notConnected'
  /** The connected wallet is not the one the member signed in with. */
  | 'addressChanged'
  | 'requestPending'
  | 'userRejected'
  | 'userCancelled'
  | 'switchChainFailed'
  | 'addChainFailed'
  | 'unsupported'
  | 'connectFailed'
  /** No answer to the connection request within 30 s, 3 retries included (spec §9). */
  | 'connectTimeout'
  | 'signFailed'

/** What the wallet was doing when it failed; decides the fallback text and the 4001 wording. */
export type WalletPhase = 'connect' | 'switchChain' | 'addChain' | 'sign'

export class WalletError extends Error {
  override name = 'WalletError'
  constructor(
    readonly reason: WalletErrorReason,
    options?: { cause?: unknown },
  ) {
    super(`Wallet error: ${reason}`, options)
  }
}

/** EIP-1193 / EIP-1474 codes found along the cause chain (and MetaMask Mobile's data.originalError). */
export function errorCodes(error: unknown): number[] {
  const codes: number[] = []
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    const record = current as {
      code?: unknown
      data?: { originalError?: { code?: unknown } }
      cause?: unknown
    }
    if (typeof record.code === 'number') codes.push(record.code)
    const original = record.data?.originalError?.code
    if (typeof original === 'number') codes.push(original)
    current = record.cause
  }
  return codes
}

function hasName(error: unknown, name: string): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { name?: unknown }).name === name) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

const fallback: Record<WalletPhase, WalletErrorReason> = {
  connect: 'connectFailed',
  switchChain: 'switchChainFailed',
  addChain: 'addChainFailed',
  sign: 'signFailed',
}

export function walletErrorReason(error: unknown, phase: WalletPhase): WalletErrorReason {
  if (error instanceof WalletError) return error.reason
  if (hasName(error, 'ProviderNotFoundError')) return 'noWallet'
  const codes = errorCodes(error)
  if (codes.includes(-32002)) return 'requestPending'
  if (codes.includes(4001)) {
    // Spec §8: 4001 is 用户拒绝连接钱包 when connecting; a refused switch/add is that network failure.
    if (phase === 'connect') return 'userRejected'
    if (phase === 'sign') return 'userCancelled'
    return fallback[phase]
  }
  if (codes.includes(4100)) return 'notAuthorized'
  if (codes.includes(4200)) return phase === 'connect' || phase === 'sign' ? 'unsupported' : fallback[phase]
  return fallback[phase]
}

export function toWalletError(error: unknown, phase: WalletPhase): WalletError {
  return error instanceof WalletError
    ? error
    : new WalletError(walletErrorReason(error, phase), { cause: error })
}
