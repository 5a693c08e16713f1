export {
  createHandlerRegistry,
  type ApplyLogs,
  type EventArgs,
  type HandlerRegistry,
  type IndexedLog,
  type RewindEffects,
} from './registry'
export { chainRefColumns, chainRefOf, insertInChunks, uint256 } from './chainRef'
export { CONTRACTS_STREAM, loadCheckpoint } from './checkpoint'
export { IndexerError } from './errors'
export { indexerJob, type IndexerJobParameters } from './indexerJob'
export { runIndexerOnce, type IndexerParameters, type RunIndexerOnceReturnType } from './runIndexerOnce'
