/**
 * Transaction failures mapped to the spec §8 messages. Wallets and viem wrap errors several layers
 * deep, so the mapping walks the cause chain for EIP-1193 codes, viem error names and the decoded
 * custom error of a revert (simulateContract decodes it against the ABI). The rest of §8's chain
 * catalogue (the seven provider error mappings, read timeouts, Network Error, an approval or a
 * permission check that failed) is chainError.ts: show `chainErrorText` first, then this.
 */
export type TradeKind = 'buy' | 'sell'

/** Checks the app makes before asking the wallet; each has its own message. */
export type TradeCheckReason =
  | 'notConnected'
  | 'wrongChain'
  | 'notConfigured'
  | 'insufficientUsdt'
  | 'insufficientDpine'
  | 'insufficientBnb'
  | 'exceedsWalletBalance'
  | 'invalidAmount'
  | 'belowMinimum'
  | 'notWhitelisted'
  | 'blacklisted'
  | 'sellDisabled'
  | 'sellNotPermitted'
  | 'receiptReverted'
  | 'timeout'

export class TradeError extends Error {
  override name = 'TradeError'
  constructor(
    readonly reason: TradeCheckReason,
    options?: { cause?: unknown },
  ) {
    super(`Trade check failed: ${reason}`, options)
  }
}

/** Custom errors of DpinePool, VitaOrder and the ERC-20s that get their own explanation. */
export const KNOWN_REVERTS = [
  'NotWhitelisted',
  'Blacklisted',
  'SellDisabled',
  'SellNotPermitted',
  'DeadlineExpired',
  'InsufficientOutput',
  'InsufficientLiquidity',
  'EnforcedPause',
  'ZeroAmount',
  'ERC20InsufficientBalance',
  'ERC20InsufficientAllowance',
] as const
export type KnownRevert = (typeof KNOWN_REVERTS)[number]

export type TxErrorNotice =
  | { kind: 'userCancelled' }
  | { kind: 'insufficientBnb' }
  | { kind: 'check'; reason: TradeCheckReason }
  /** `revert`: a revert explained here; `name`: the decoded custom error, whatever it is (a feature may explain its own). */
  | { kind: 'reverted'; trade: TradeKind; revert: KnownRevert | null; name: string | null }
  | { kind: 'failed'; trade: TradeKind }

function chain(error: unknown): Record<string, unknown>[] {
  const links: Record<string, unknown>[] = []
  let current: unknown = error
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth += 1) {
    links.push(current as Record<string, unknown>)
    current = (current as { cause?: unknown }).cause
  }
  return links
}

function revertName(links: Record<string, unknown>[]): string | null {
  for (const link of links) {
    const data = link.data as { errorName?: unknown } | undefined
    if (link.name === 'ContractFunctionRevertedError' && typeof data?.errorName === 'string') {
      return data.errorName
    }
  }
  return null
}

const isKnownRevert = (name: string | null): name is KnownRevert =>
  name !== null && (KNOWN_REVERTS as readonly string[]).includes(name)

export function txErrorNotice(error: unknown, trade: TradeKind): TxErrorNotice {
  if (error instanceof TradeError) {
    return error.reason === 'insufficientBnb'
      ? { kind: 'insufficientBnb' }
      : { kind: 'check', reason: error.reason }
  }
  const links = chain(error)
  const codes = links.flatMap((link) => {
    const original = (link.data as { originalError?: { code?: unknown } } | undefined)?.originalError?.code
    return [link.code, original].filter((code): code is number => typeof code === 'number')
  })
  const names = links.map((link) => link.name)
  const text = links.map((link) => (typeof link.message === 'string' ? link.message : '')).join(' ')
  if (
    codes.includes(4001) ||
    names.includes('UserRejectedRequestError') ||
    /user (rejected|denied)/i.test(text)
  ) {
    return { kind: 'userCancelled' }
  }
  if (
    names.includes('InsufficientFundsError') ||
    /insufficient funds|sender doesn't have enough funds/i.test(text)
  ) {
    return { kind: 'insufficientBnb' }
  }
  const revert = revertName(links)
  if (
    revert !== null ||
    names.includes('ContractFunctionRevertedError') ||
    names.includes('ExecutionRevertedError') ||
    /execution reverted|reverted with/i.test(text)
  ) {
    return { kind: 'reverted', trade, revert: isKnownRevert(revert) ? revert : null, name: revert }
  }
  return { kind: 'failed', trade }
}
