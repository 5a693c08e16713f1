export {
  createHandlerRegistry,
  type HandlerRegistry,
  type IndexedLog,
  type ApplyLogs,
  type RewindEffects,
} from './registry'
export { runIndexerOnce, type IndexerParameters, type RunIndexerOnceReturnType } from './runIndexerOnce'
export { startIndexer, type IndexerHandle, type StartIndexerParameters } from './startIndexer'
export { acquireLease, releaseLease } from './lease'
export { IndexerError, isRetryable } from './errors'
