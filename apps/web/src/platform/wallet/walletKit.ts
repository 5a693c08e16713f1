/** Everything that needs wagmi/viem at runtime, and the wallet's texts, loaded as one lazy chunk (see useWalletSetup). */
export { connectWallet } from './connectWallet'
export { currentWallets, discoverWallets } from './discovery'
export { signText } from './signText'
export { signTypedData } from './signTypedData'
export { switchToAppChain } from './switchToAppChain'
export { restoreWalletConnection, walletConfigFor, watchWallet } from './walletRuntime'
export { walletText } from './walletTexts'
export type WalletKit = typeof import('./walletKit')
