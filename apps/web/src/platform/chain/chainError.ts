/**
 * The chain failures of spec §8 that txError.ts (the trade's own messages) does not name: the
 * "chain error mapping" (provider errors that wallets still report in ethers' words), a read RPC
 * that does not answer (Network Error), the read time limits and their backup RPC, and the steps
 * whose failure has its own text (a token approval, a contract read, the sell permission check).
 * User rejections, missing gas money and reverts are left to txError.ts: `chainErrorReason` is null.
 */
export type ChainErrorReason =
  | 'nonceUsed'
  | 'replacementUnderpriced'
  | 'legacyTransaction'
  | 'unsupportedOperation'
  | 'missingResponse'
  | 'providerDestroyed'
  | 'couldNotCoalesce'
  | 'networkError'
  | 'balanceTimeout'
  | 'decimalsTimeout'
  | 'backupBalanceTimeout'
  | 'contractNotInitialised'
  | 'approveFailed'
  | 'contractCallFailed'
  | 'sellPermissionCheckFailed'

/** What a message needs besides the reason: the token approved, the contract not deployed. */
export type ChainErrorParams = { token?: string | undefined; contract?: string | undefined }

export class ChainError extends Error {
  override name = 'ChainError'
  readonly params: ChainErrorParams
  constructor(
    readonly reason: ChainErrorReason,
    options: { cause?: unknown } & ChainErrorParams = {},
  ) {
    const { cause, ...params } = options
    super(`Chain error: ${reason}`, { cause })
    this.params = params
  }
}

type Link = { name?: unknown; code?: unknown; message?: unknown; shortMessage?: unknown; data?: unknown }

function links(error: unknown): Link[] {
  const found: Link[] = []
  let current: unknown = error
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth += 1) {
    found.push(current as Link)
    current = (current as { cause?: unknown }).cause
  }
  return found
}

/**
 * Spec §8's seven chain error mappings, by viem error name, EIP-1193/1474 code, ethers' error code
 * (some wallets embed ethers) or the node's own words. Checked in order: "provider destroyed" is
 * an ethers UNSUPPORTED_OPERATION, so it comes before the generic unsupported operation.
 */
const MAPPINGS: readonly {
  reason: ChainErrorReason
  names?: readonly string[]
  codes?: readonly (number | string)[]
  text?: RegExp
}[] = [
  {
    reason: 'nonceUsed',
    names: ['NonceTooLowError'],
    codes: ['NONCE_EXPIRED'],
    text: /nonce (too low|has already been used|already used)/i,
  },
  {
    reason: 'replacementUnderpriced',
    codes: ['REPLACEMENT_UNDERPRICED'],
    text: /replacement (transaction|fee) (underpriced|too low)/i,
  },
  {
    reason: 'legacyTransaction',
    text: /only replay-protected \(EIP-155\) transactions allowed|legacy pre-eip-155 transactions not supported/i,
  },
  { reason: 'providerDestroyed', text: /provider destroyed/i },
  { reason: 'missingResponse', text: /missing response( for request)?/i },
  { reason: 'couldNotCoalesce', text: /could not coalesce error/i },
  {
    reason: 'unsupportedOperation',
    names: ['UnsupportedProviderMethodError', 'MethodNotSupportedRpcError'],
    codes: [4200, -32004, 'UNSUPPORTED_OPERATION'],
    text: /unsupported operation/i,
  },
  {
    reason: 'networkError',
    names: ['HttpRequestError', 'WebSocketRequestError'],
    codes: ['NETWORK_ERROR'],
    text: /failed to fetch|network ?error|networkerror when attempting/i,
  },
]

/**
 * Failures another message owns: the wallet's 4001, BNB余额不足 and a revert (txError.ts), the
 * app's own checks, and an API call (lib/httpError.ts; its "Failed to fetch" is not the chain's).
 */
const OWNED_ELSEWHERE = {
  names: [
    'HttpError',
    'UserRejectedRequestError',
    'InsufficientFundsError',
    'ContractFunctionRevertedError',
    'ExecutionRevertedError',
    'WalletError',
    'TradeError',
  ],
  codes: [4001, 'ACTION_REJECTED', 'INSUFFICIENT_FUNDS', 'CALL_EXCEPTION'],
  text: /user (rejected|denied)|insufficient funds|execution reverted|reverted with/i,
}

const texts = (link: Link) =>
  [link.message, link.shortMessage].filter((value): value is string => typeof value === 'string')

function matches(
  chain: Link[],
  rule: { names?: readonly string[]; codes?: readonly (number | string)[]; text?: RegExp },
) {
  return chain.some((link) => {
    const original = (link.data as { originalError?: { code?: unknown } } | undefined)?.originalError?.code
    return (
      (typeof link.name === 'string' && (rule.names ?? []).includes(link.name)) ||
      [link.code, original].some(
        (code) => (typeof code === 'number' || typeof code === 'string') && (rule.codes ?? []).includes(code),
      ) ||
      (rule.text !== undefined && texts(link).some((text) => rule.text?.test(text)))
    )
  })
}

/**
 * The spec §8 reason of a chain failure, or null when another message owns it (user rejection,
 * insufficient funds, a revert) or nothing here knows it. A specific provider error found anywhere
 * in the cause chain wins over the step it happened in (a ChainError wrapping it).
 */
export function chainErrorReason(error: unknown): ChainErrorReason | null {
  const chain = links(error)
  if (matches(chain, OWNED_ELSEWHERE)) return null
  for (const mapping of MAPPINGS) if (matches(chain, mapping)) return mapping.reason
  const wrapped = chain.find((link): link is ChainError => link instanceof ChainError)
  if (wrapped) return wrapped.reason
  if (matches(chain, { names: ['ContractFunctionZeroDataError', 'ContractFunctionExecutionError'] }))
    return 'contractCallFailed'
  return null
}

/** The ChainError of `error`'s cause chain (for its params), if any. */
export function findChainError(error: unknown): ChainError | null {
  return links(error).find((link): link is ChainError => link instanceof ChainError) ?? null
}

/**
 * Runs one step whose failure has its own message (an approval, the sell permission check): a
 * failure that is not already the wallet's, the trade's or a ChainError becomes
 * ChainError(reason) with the original as its cause, so txError.ts still finds a rejection or a
 * revert underneath.
 */
export async function chainStep<T>(
  reason: ChainErrorReason,
  run: () => Promise<T>,
  params: ChainErrorParams = {},
): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name
    if (name === 'WalletError' || name === 'TradeError' || error instanceof ChainError) throw error
    throw new ChainError(reason, { cause: error, ...params })
  }
}
