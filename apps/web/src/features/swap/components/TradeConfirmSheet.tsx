import { SWAP_FEE_BPS } from '@vita/shared/constants'
import type { SwapQuote } from '@vita/shared/pool'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet, type ConfirmRow } from '../../../components/ConfirmSheet'
import { formatBps, formatMoney } from '../../../lib/format'
import type { SwapSettings } from '../slippage'
import { SlippageAdvice } from './SlippageAdvice'

/**
 * What a trade spends and receives, asked before the wallet is: the amount paid, the pool's fee, a
 * sale's 10 % returned to the pool, the expected and the minimum received, the slippage (with its
 * one-tap fix) and the network fee note. The rows follow the live quote while the sheet is open.
 */
export function TradeConfirmSheet({
  visible,
  quote,
  tokenIn,
  tokenOut,
  settings,
  onChangeSettings,
  onConfirm,
  onCancel,
  testId,
}: {
  visible: boolean
  quote: SwapQuote | null
  tokenIn: string
  tokenOut: string
  settings: SwapSettings
  onChangeSettings: (settings: SwapSettings) => void
  onConfirm: () => void
  onCancel: () => void
  testId: string
}) {
  const { t } = useTranslation()
  const money = (value: bigint, token: string) => `${formatMoney(value)} ${token}`
  const rows: ConfirmRow[] = quote
    ? [
        { label: t('swap.pay'), value: money(quote.amountIn, tokenIn), testId: `${testId}-pay` },
        {
          label: t('swap.fee', { bps: formatBps(SWAP_FEE_BPS) }),
          value: money(quote.fee, tokenIn),
          testId: `${testId}-fee`,
        },
        ...(quote.side === 'sell'
          ? [{ label: t('swap.returnedToPool'), value: money(quote.returnedToPool, 'USDT') }]
          : []),
        {
          label: t(quote.side === 'sell' ? 'swap.receiveSell' : 'swap.receive'),
          value: money(quote.amountOut, tokenOut),
          emphasis: true,
          testId: `${testId}-receive`,
        },
        {
          label: t('swap.minimumReceived'),
          value: money(quote.minimumReceived, tokenOut),
          testId: `${testId}-minimum`,
        },
        { label: t('swap.priceImpact'), value: `${formatBps(quote.priceImpactBps)}%` },
        {
          label: t('swap.slippage'),
          value: `${formatBps(settings.slippageBps)}%`,
          testId: `${testId}-slippage`,
        },
      ]
    : []
  return (
    <ConfirmSheet
      visible={visible}
      title={t(quote?.side === 'sell' ? 'swap.confirm.sellTitle' : 'swap.confirm.buyTitle')}
      rows={rows}
      note={t('swap.confirm.networkFee')}
      confirmText={t('swap.confirm.submit')}
      cancelText={t('swap.confirm.cancel')}
      busy={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId={testId}
    >
      <SlippageAdvice settings={settings} onChange={onChangeSettings} testId={`${testId}-slippage-warning`} />
    </ConfirmSheet>
  )
}
