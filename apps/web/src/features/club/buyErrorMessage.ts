import type { TFunction } from 'i18next'
import { currentLocale } from '../../lib/i18n'
import { chainErrorText } from '../../platform/chain/chainErrorText'
import { txErrorNotice } from '../../platform/chain/txError'
import { WalletError } from '../../platform/wallet/walletError'
import { walletText } from '../../platform/wallet/walletTexts'
import { ClubPurchaseError } from './flows/buySteps'

const purchaseTexts = {
  noReferrer: 'clubMoney.buy.noReferrer',
  orderFailed: 'clubMoney.buy.failed',
  orderCancelled: 'clubMoney.buy.cancelledByServer',
} as const

/** VitaOrder.placeOrder's own custom errors, each with its explanation (clubMoney.tx.revert). */
const ORDER_REVERTS = [
  'OrderBelowMinimum',
  'OrderAmountNotPrice',
  'OrderLimitReached',
  'SelfReferral',
  'InsufficientDpineReserve',
] as const
const isOrderRevert = (name: string | null): name is (typeof ORDER_REVERTS)[number] =>
  name !== null && (ORDER_REVERTS as readonly string[]).includes(name)

/**
 * The toast of a failed purchase other than an API answer (those go through the http catalogue):
 * the wallet's own failures, then the chain's (chainErrorText), then spec §8's transaction texts.
 */
export function buyErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ClubPurchaseError) return t(purchaseTexts[error.reason])
  if (error instanceof WalletError) {
    return error.reason === 'userCancelled' ? t('clubMoney.tx.userCancelled') : walletText(error.reason)
  }
  const chainText = chainErrorText(error, currentLocale())
  if (chainText !== null) return chainText
  const notice = txErrorNotice(error, 'buy')
  switch (notice.kind) {
    case 'userCancelled':
      return t('clubMoney.tx.userCancelled')
    case 'insufficientBnb':
      return t('clubMoney.tx.insufficientBnb')
    case 'check':
      return t(`clubMoney.tx.check.${notice.reason}`)
    case 'reverted': {
      const base = t('clubMoney.tx.buyReverted')
      const cause = isOrderRevert(notice.name) ? notice.name : notice.revert
      return cause
        ? t('clubMoney.tx.revertedBecause', { action: base, reason: t(`clubMoney.tx.revert.${cause}`) })
        : base
    }
    case 'failed':
      return t('clubMoney.tx.buyFailed')
  }
}
