export {
  createContractReader,
  type ContractReader,
  type CreateContractReaderParameters,
} from './contractReader'
export {
  createChainClients,
  readWithBackup,
  SPEC_TIMEOUTS,
  type ChainClient,
  type ChainClients,
  type ChainTimeouts,
} from './clients'
export { ChainTimeoutError, ChainUnavailableError, ContractNotInitializedError } from './errors'
