/** Everything that needs wagmi/viem at runtime, loaded as one lazy chunk (see useWalletSetup). */
export { connectWallet } from './connectWallet'
export { discoverWallets } from './discovery'
export { signText } from './signText'
export { switchToAppChain } from './switchToAppChain'
export { restoreWalletConnection, walletConfigFor, watchWallet } from './walletRuntime'
export type WalletKit = typeof import('./walletKit')
