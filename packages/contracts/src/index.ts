export * from './generated/abi/index'
export * from './deployment'
export { devAccount, devAccounts, devPrivateKey, DEV_MNEMONIC, DEV_ACCOUNT_COUNT } from './devAccounts'
export {
  startDevChain,
  buildContractsIfNeeded,
  contractsPackageDir,
  DevChainStartError,
  type DevChain,
  type StartDevChainParameters,
} from './devChain'
export { deployAll, DPINE_TOTAL_SUPPLY, SOLVENCY_CURRENCIES, type DeployAllParameters } from './deploy'
export { contractsFingerprint } from './artifacts'
export * from './devChainJournal'
export * from './journaledDevChain'
export {
  DEV_USDT_PER_ACCOUNT,
  DEV_DPINE_PER_ACCOUNT,
  DEV_POOL_USDT,
  DEV_POOL_DPINE,
  DEV_ORDER_DPINE_RESERVE,
  DEV_SELLERS,
  DEV_OPERATOR_ACCOUNT_INDEX,
} from './seedDevChain'
