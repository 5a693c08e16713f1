/** A chain read that did not answer in time (spec §8: balance 15 s, decimals 10 s, backup RPC 10 s). */
export class ChainTimeoutError extends Error {
  override name = 'ChainTimeoutError'
  constructor(
    readonly operation: string,
    readonly timeoutMs: number,
  ) {
    super(`${operation} timed out after ${timeoutMs} ms`)
  }
}

/** Neither the primary nor the backup RPC could answer; `cause` is the last failure. */
export class ChainUnavailableError extends Error {
  override name = 'ChainUnavailableError'
  constructor(
    readonly operation: string,
    options: { cause?: unknown } = {},
  ) {
    super(`${operation}: chain unreadable (primary and backup RPC failed)`, options)
  }
}

/** A contract the read needs has no address in the deployment (spec §8 "合约{name}未初始化"). */
export class ContractNotInitializedError extends Error {
  override name = 'ContractNotInitializedError'
  constructor(readonly contract: string) {
    super(`contract ${contract} is not initialised`)
  }
}
