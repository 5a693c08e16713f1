import type { TextsOf } from '../../../lib/i18n'
import type { memberZh } from './zh'

export const memberEn: TextsOf<typeof memberZh> = {
  member: {
    title: 'Mine',
    uuid: 'UUID',
    communityNumber: 'Community number',
    walletAddress: 'Wallet address',
    inviteLink: 'Invite link',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Copy failed, please copy manually',
    logout: 'Log out',
    logoutAll: 'Sign out everywhere',
    logoutAllConfirm:
      'Your login on every device will end; you sign in again with your wallet. Sign out everywhere?',
    logoutAllSubmit: 'Sign out all',
    loggedOutEverywhere: 'Signed out on every device',
    cancel: 'Cancel',
    settings: 'Settings',
    loadFailed: 'Failed to load user info',
    quick: {
      swap: 'Swap',
      transfer: 'Transfer',
      withdraw: 'Withdraw',
      bills: 'Bills',
      chart: 'Chart',
      pools: 'Pools',
      ranking: 'Ranking',
    },
    profile: {
      bills: 'Bill log',
      team: 'My team',
      address: 'Delivery address',
      referrer: 'Bind referrer',
      manual: 'User manual',
    },
    welcomeLogin: 'Log in',
    inviteQr: 'Invite QR code',
    inviteQrHint: 'Scan to open the invite link',
  },
  referrer: {
    title: 'Bind referrer',
    inviteCode: "Referrer's invite code",
    placeholder: "Enter your referrer's invite code",
    required: 'Enter an invite code',
    submit: 'Bind',
    success: 'Referrer bound',
    bound: 'Referrer bound',
    referrerUuid: 'Referrer UUID',
    hint: 'A referrer can be bound only once and cannot be changed.',
  },
}
