import { useTranslation } from 'react-i18next'
import { formatBps } from '../../../lib/format'
import { slippageWarning, suggestedSlippage, type SwapSettings } from '../slippage'

/**
 * The slippage warning under a quote; while the slippage may fail (the spec's 0 % default) it offers
 * 0.5 % in one tap. Nothing when the slippage is fine.
 */
export function SlippageAdvice({
  settings,
  onChange,
  testId,
}: {
  settings: SwapSettings
  onChange: (settings: SwapSettings) => void
  testId: string
}) {
  const { t } = useTranslation()
  const warning = slippageWarning(settings.slippageBps)
  const suggested = suggestedSlippage(settings.slippageBps)
  if (!warning) return null
  return (
    <p className="field-hint warn" role="alert" data-testid={testId}>
      {t(`swap.settings.${warning}`)}
      {suggested !== null && (
        <>
          {' '}
          <button
            type="button"
            className="link"
            data-testid={`${testId}-fix`}
            onClick={() => onChange({ ...settings, slippageBps: suggested })}
          >
            {t('swap.settings.useSuggested', { percent: formatBps(suggested) })}
          </button>
        </>
      )}
    </p>
  )
}
