import type { TextsOf } from '../../../lib/i18n'
import type { walletZh } from './zh'

/** The wallet's English texts; where the spec gives an English text (§8) it is used as is. */
export const walletEn: TextsOf<typeof walletZh> = {
  wallet: {
    noWallet: 'Please install MetaMask wallet',
    notAuthorized: 'Please authorize the wallet connection',
    addressChanged: 'Wallet address changed, please log in again',
    notConnected: 'Please connect your wallet first',
    requestPending: 'A wallet connection request is already pending, please try again later',
    userRejected: 'User rejected the wallet connection',
    userCancelledTx: 'User cancelled transaction',
    userCancelled: 'User cancelled operation',
    addChainFailed: 'Failed to add the network',
    switchChainFailed: 'Network switch failed, please manually switch to BSC mainnet',
    unsupported: 'This wallet does not support the operation',
    connectFailed: 'Wallet connection failed',
    connectTimeout: 'Wallet connection timed out, please retry',
    signFailed: 'Signing failed, please retry',
    networkSwitched: 'Network switched',
    chooseWallet: 'Choose a wallet',
    cancel: 'Cancel',
    devWallet: 'Dev wallet',
    devWalletHint: 'Local dev chain only, key kept in this browser',
    devWalletWarning: 'For the local dev chain only: never hold real funds with it',
    devWalletBalances: 'Balances: ',
    faucet: 'Get test coins',
    faucetBusy: 'Sending…',
    faucetDone: 'Received {{bnb}} BNB and {{usdt}} USDT',
    devWalletBalanceFailed: 'Could not read the balances',
    faucetOfferBoth:
      'Your dev wallet lacks BNB and USDT ({{bnb}} BNB · {{usdt}} USDT): get test coins to go on.',
    faucetOfferBnb: 'Your dev wallet lacks BNB for the network fee ({{bnb}} BNB): get test coins to go on.',
    faucetOfferUsdt: 'Your dev wallet has too little USDT ({{usdt}} USDT): get test coins to go on.',
    faucetOfferUnknown: "Could not read your dev wallet's balances; if it lacks funds, get test coins.",
  },
}
