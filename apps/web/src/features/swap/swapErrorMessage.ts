import type { TFunction } from 'i18next'
import { formatBps } from '../../lib/format'
import { currentLocale } from '../../lib/i18n'
import { chainErrorText } from '../../platform/chain/chainErrorText'
import { txErrorNotice, type TradeKind } from '../../platform/chain/txError'
import { WalletError } from '../../platform/wallet/walletError'
import { walletText } from '../../platform/wallet/walletTexts'
import { QuoteMovedError } from './quoteMovedError'
import { SLIPPAGE_SUGGESTED_BPS } from './slippage'

/**
 * The toast text for a failed trade: spec §8 wording, the decoded contract error appended to
 * reverts. The wallet's own failures first, then the chain's (the seven provider mappings, read
 * timeouts, Network Error, a failed approval or permission check: chainErrorText, which leaves a
 * rejection, missing BNB and a revert to txErrorNotice), then the trade's. A price that moved past
 * the slippage (seen before signing, or the contracts' InsufficientOutput) has its own text, not the
 * spec's "contact the administrator".
 */
export function swapErrorMessage(t: TFunction, error: unknown, trade: TradeKind): string {
  const priceMoved = () => t('tx.priceMoved', { percent: formatBps(SLIPPAGE_SUGGESTED_BPS) })
  if (error instanceof WalletError) {
    return error.reason === 'userCancelled' ? t('tx.userCancelled') : walletText(error.reason)
  }
  if (error instanceof QuoteMovedError) return priceMoved()
  const chainText = chainErrorText(error, currentLocale())
  if (chainText !== null) return chainText
  const notice = txErrorNotice(error, trade)
  switch (notice.kind) {
    case 'userCancelled':
      return t('tx.userCancelled')
    case 'insufficientBnb':
      return t('tx.insufficientBnb')
    case 'check':
      return t(`tx.check.${notice.reason}`)
    case 'reverted': {
      if (notice.revert === 'InsufficientOutput') return priceMoved()
      const base = notice.trade === 'buy' ? t('tx.buyReverted') : t('tx.sellReverted')
      return notice.revert ? `${base}（${t(`tx.revert.${notice.revert}`)}）` : base
    }
    case 'failed':
      return notice.trade === 'buy' ? t('tx.buyFailed') : t('tx.sellFailed')
  }
}
