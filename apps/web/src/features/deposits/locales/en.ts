import type { TextsOf } from '../../../lib/i18n'
import type { depositsZh } from './zh'

export const depositsEn: TextsOf<typeof depositsZh> = {
  deposit: {
    title: 'Deposit',
    action: 'Deposit',
    explain:
      'A deposit moves {{currency}} from your wallet into your in-app balance. The in-app balance pays for nodes, transfers, the shop and withdrawals; the wallet balance cannot be spent in the app directly.',
    currency: 'Currency',
    amount: 'Amount',
    amountPlaceholder: 'At least {{amount}}',
    walletBalance: 'Wallet: {{amount}} {{currency}}',
    walletBalanceUnknown: 'Reading the wallet balance…',
    minimum: 'Minimum deposit {{amount}} {{currency}}',
    confirmations_one: 'Credited after {{count}} block confirmation',
    confirmations_other: 'Credited after {{count}} block confirmations',
    submit: 'Deposit',
    sent: 'Deposit sent, waiting for block confirmations',
    approved: '{{currency}} authorized',
    success: 'Deposit mined; it is credited once confirmed',
    notConfigured: 'The deposit contract is not deployed',
    viewTx: 'View transaction',
    history: 'Deposits',
    empty: 'No deposits yet',
    loadFailed: 'Failed to load the deposits',
    waitingConfirmations: 'Confirming {{done}}/{{required}}',
    step: {
      connect: 'Connect wallet',
      switch: 'Switch network',
      approve: 'Authorize the token',
      deposit: 'Call the deposit contract',
      confirm: 'Wait for the block',
    },
    status: {
      pending: 'Confirming',
      credited: 'Credited',
      reversed: 'Reversed',
      review: 'Under review',
    },
    statusHint: {
      reversed:
        'A chain reorganisation removed this transaction and its credit was taken back; it is credited again if the transaction is mined again.',
      review:
        'A chain reorganisation removed this transaction; the credit stands until an administrator has checked it.',
    },
    tx: {
      userCancelled: 'User cancelled transaction',
      insufficientBnb: 'Insufficient BNB balance, cannot pay gas fee',
      receiptReverted: 'The transaction was mined but failed',
      timeout: 'Operation timeout, please retry',
    },
    error: {
      otherWallet:
        'The connected wallet is not the one you signed in with; switch to your sign-in wallet to deposit',
      insufficientWallet: 'Insufficient wallet balance',
      belowMinimum: 'Below the minimum deposit',
      notConfigured: 'The deposit contract is not deployed',
      reverted: 'Deposit failed ({{reason}})',
      failed: 'Deposit failed, please retry',
      revert: {
        BelowMinimumDeposit: "below the contract's minimum deposit",
        TokenNotAccepted: 'this token is not accepted',
        EnforcedPause: 'deposits are paused',
        ZeroAmount: 'amount cannot be 0',
        ERC20InsufficientBalance: 'insufficient wallet balance',
        ERC20InsufficientAllowance: 'insufficient allowance',
      },
    },
    shortfall: 'Not enough in-app balance?',
    shortfallAction: 'Deposit {{currency}} from your wallet',
  },
}
