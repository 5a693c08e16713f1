export type { ChainReader } from './chainReader'
export { createChainServices, type ChainServices, type CreateChainServicesParameters } from './chainServices'
export {
  createChainClients,
  readWithBackup,
  SPEC_TIMEOUTS,
  type ChainClient,
  type ChainClients,
  type ChainTimeouts,
  type CreateChainClientsParameters,
} from './clients'
export { contractAddress, type ChainReadContext } from './context'
export {
  createContractReader,
  type ContractReader,
  type CreateContractReaderParameters,
} from './contractReader'
export { createDeploymentSource, fixedDeploymentSource, type DeploymentSource } from './deploymentSource'
export { ChainTimeoutError, ChainUnavailableError, ContractNotInitializedError } from './errors'
export {
  broadcastOperatorTx,
  chainErrorMessage,
  isRevert,
  sentTxState,
  signOperatorCall,
  waitForOperatorTx,
  type SentTxState,
  type SignerContext,
} from './operatorTx'
