import type { SwapSide } from '@vita/shared/pool'
import { SetOutline } from 'antd-mobile-icons'
import { useTranslation } from 'react-i18next'

/** Buy / sell tabs of /swap, with the button that opens the slippage settings. */
export function TradeSideTabs({
  side,
  disabled,
  onSide,
  onOpenSettings,
}: {
  side: SwapSide
  disabled: boolean
  onSide: (side: SwapSide) => void
  onOpenSettings: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className="swap-tabs">
      <div className="swap-tab-list" role="tablist">
        {(['buy', 'sell'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={side === value}
            className={`swap-tab${side === value ? ` swap-tab-active swap-tab-${value}` : ''}`}
            data-testid={`swap-tab-${value}`}
            disabled={disabled}
            onClick={() => onSide(value)}
          >
            {t(`swap.${value}`)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="swap-settings"
        aria-label={t('swap.settings.title')}
        data-testid="slippage-open"
        onClick={onOpenSettings}
      >
        <SetOutline />
      </button>
    </div>
  )
}
