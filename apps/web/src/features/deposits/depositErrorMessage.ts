import type { TFunction } from 'i18next'
import { currentLocale } from '../../lib/i18n'
import { chainErrorText } from '../../platform/chain/chainErrorText'
import { txErrorNotice } from '../../platform/chain/txError'
import { WalletError } from '../../platform/wallet/walletError'
import { walletText } from '../../platform/wallet/walletTexts'
import { DepositError } from './flows/depositSteps'

/** VitaDeposit's and the tokens' custom errors, each with its explanation (deposit.error.revert). */
const DEPOSIT_REVERTS = [
  'BelowMinimumDeposit',
  'TokenNotAccepted',
  'EnforcedPause',
  'ZeroAmount',
  'ERC20InsufficientBalance',
  'ERC20InsufficientAllowance',
] as const
const isDepositRevert = (name: string | null): name is (typeof DEPOSIT_REVERTS)[number] =>
  name !== null && (DEPOSIT_REVERTS as readonly string[]).includes(name)

/**
 * The toast of a failed deposit: the flow's own refusals, the wallet's failures, then the chain's
 * (chainErrorText), then spec §8's transaction texts with the decoded revert's reason.
 */
export function depositErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof DepositError) return t(`deposit.error.${error.reason}`)
  if (error instanceof WalletError) {
    return error.reason === 'userCancelled' ? t('deposit.tx.userCancelled') : walletText(error.reason)
  }
  const chainText = chainErrorText(error, currentLocale())
  if (chainText !== null) return chainText
  const notice = txErrorNotice(error, 'buy')
  switch (notice.kind) {
    case 'userCancelled':
      return t('deposit.tx.userCancelled')
    case 'insufficientBnb':
      return t('deposit.tx.insufficientBnb')
    case 'check':
      // The flow's own checks are DepositErrors; what else can stop it is the receipt's.
      return notice.reason === 'receiptReverted' || notice.reason === 'timeout'
        ? t(`deposit.tx.${notice.reason}`)
        : t('deposit.error.failed')
    case 'reverted':
      return isDepositRevert(notice.name)
        ? t('deposit.error.reverted', { reason: t(`deposit.error.revert.${notice.name}`) })
        : t('deposit.error.failed')
    case 'failed':
      return t('deposit.error.failed')
  }
}
