import type { TFunction } from 'i18next'
import type { PendingOutcome } from '../../platform/chain/usePendingTransaction'
import { formatMoney } from '../../lib/format'
import { swapErrorMessage } from './swapErrorMessage'

/** The toast for a transaction resumed after a reload: what it did, or why it failed. */
export function resumedSwapMessage(
  t: TFunction,
  { tx, receipt, error }: PendingOutcome,
): { text: string; icon: 'success' | 'fail' } {
  if (!receipt) return { text: swapErrorMessage(t, error, tx.kind === 'buy' ? 'buy' : 'sell'), icon: 'fail' }
  switch (tx.kind) {
    case 'approve':
      return {
        text: t(tx.token === 'DPINE' ? 'swap.success.approveDpine' : 'swap.success.approve'),
        icon: 'success',
      }
    case 'buy':
      return { text: t('swap.success.buy', { amount: formatMoney(BigInt(tx.amountOut)) }), icon: 'success' }
    case 'sell':
      return { text: t('swap.success.sell', { amount: formatMoney(BigInt(tx.amountOut)) }), icon: 'success' }
    case 'sellOrder':
      return { text: t('sell.success'), icon: 'success' }
  }
}
