import type { TextsOf } from '../../../lib/i18n'
import type { signInZh } from './zh'

export const signInEn: TextsOf<typeof signInZh> = {
  login: {
    connectWallet: 'Connect wallet',
    login: 'Log in',
    connected: 'Wallet connected',
    inviteCode: 'Invite code',
    inviteCodePlaceholder: 'Enter invite code (required to register)',
    inviteNeeded: 'Please register and log in with an invite code',
    detecting: 'Detecting wallets…',
    noWalletHint: 'No wallet found: open this page in your wallet app or install MetaMask',
    devWalletOffer:
      'No wallet found: tap “Connect wallet” to use the built-in dev wallet (local dev chain only), then get test coins',
    step: {
      connecting: 'Connecting wallet…',
      switching: 'Switching network…',
      signing: 'Sign the message in your wallet…',
      loggingIn: 'Logging in…',
    },
    success: 'Logged in',
    walletConnected: 'Wallet connected',
  },
}
