import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { isRetryable } from './errors'
import { acquireLease, releaseLease } from './lease'
import { runIndexerOnce, type IndexerParameters, type RunIndexerOnceReturnType } from './runIndexerOnce'

/** The subset of pino the indexer logs through. */
export type IndexerLogger = {
  info(object: object, message: string): void
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

export type StartIndexerParameters = IndexerParameters & {
  /** Pause between passes once caught up. Default 2000 ms. */
  pollMs?: number
  /** Leader lease length; renewed every pass and before each batch. Default 30 s. */
  leaseTtlMs?: number
  logger?: IndexerLogger
  /** Called after every pass (tests and metrics). */
  onPass?: (result: RunIndexerOnceReturnType) => void
  /** Called once if a non-retryable error stops the indexer. */
  onFatal?: (error: unknown) => void
}

export type IndexerHandle = {
  /** Ends the loop after the current batch and gives up the lease. */
  stop(): Promise<void>
  /** Resolves when the loop has ended (stopped or fatal). */
  readonly done: Promise<void>
}

const MAX_BACKOFF_MS = 60_000
const silentLogger: IndexerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined }

/**
 * The indexer worker: every replica starts it, only the lease holder runs passes. Retryable errors
 * back off exponentially; a non-retryable one stops the worker and is reported through `onFatal`.
 */
export function startIndexer(parameters: StartIndexerParameters): IndexerHandle {
  const pollMs = parameters.pollMs ?? 2_000
  const logger = parameters.logger ?? silentLogger
  const lease = {
    name: `indexer:${parameters.chainId}:${parameters.stream ?? 'contracts'}`,
    holder: `${hostname()}:${process.pid}:${randomUUID()}`,
    ttlMs: parameters.leaseTtlMs ?? 30_000,
  }
  const stopping = new AbortController()
  let wasLeader = false

  const renewLease = async (): Promise<boolean> =>
    !stopping.signal.aborted && (await acquireLease(parameters.db, lease))

  async function loop(): Promise<void> {
    let failures = 0
    while (!stopping.signal.aborted) {
      let delay = pollMs
      try {
        const leader = await renewLease()
        if (leader !== wasLeader)
          logger.info(
            { lease: lease.name, holder: lease.holder },
            leader ? 'indexer lease acquired' : 'indexer lease not held',
          )
        wasLeader = leader
        if (leader) {
          const result = await runIndexerOnce({ ...parameters, shouldContinue: renewLease })
          if (result.rewoundTo !== undefined)
            logger.warn({ forkBlock: result.rewoundTo.toString() }, 'indexer rewound a reorg')
          parameters.onPass?.(result)
        }
        failures = 0
      } catch (error) {
        if (!isRetryable(error)) {
          logger.error({ err: error }, 'indexer stopped by a non-retryable error')
          parameters.onFatal?.(error)
          break
        }
        failures += 1
        delay = Math.min(MAX_BACKOFF_MS, pollMs * 2 ** Math.min(failures, 10))
        logger.warn({ err: error, failures, retryInMs: delay }, 'indexer pass failed; retrying')
      }
      await sleep(delay, stopping.signal)
    }
    if (wasLeader) await releaseLease(parameters.db, lease).catch(() => undefined)
  }

  const done = loop()
  return {
    async stop() {
      stopping.abort()
      await done
    },
    done,
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done)
  })
}
