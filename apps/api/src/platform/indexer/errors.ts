/**
 * Indexer failures. Retryable ones (RPC hiccups, a reorg seen mid-fetch, another runner moving the
 * checkpoint) are retried with backoff by the loop; non-retryable ones stop it and need an operator.
 */
export class IndexerError extends Error {
  override name = 'IndexerError'
  constructor(
    message: string,
    readonly retryable: boolean,
    options: { cause?: unknown } = {},
  ) {
    super(message, options)
  }
}

/** The chain changed under a batch between reading its end block and its logs. */
export class ReorgDuringFetchError extends IndexerError {
  override name = 'ReorgDuringFetchError'
  constructor(readonly blockNumber: bigint) {
    super(`block ${blockNumber} changed while its logs were fetched`, true)
  }
}

/** Another runner advanced the checkpoint first; this batch is discarded and the run starts over. */
export class CheckpointMovedError extends IndexerError {
  override name = 'CheckpointMovedError'
  constructor(
    readonly expected: bigint,
    readonly actual: bigint | undefined,
  ) {
    super(`checkpoint moved: expected ${expected}, found ${actual ?? 'none'}`, true)
  }
}

/** The indexer is set up wrong (a contract it must follow has no address); retrying cannot help. */
export class IndexerConfigError extends IndexerError {
  override name = 'IndexerConfigError'
  constructor(message: string) {
    super(message, false)
  }
}

export function isRetryable(error: unknown): boolean {
  return error instanceof IndexerError ? error.retryable : true
}
