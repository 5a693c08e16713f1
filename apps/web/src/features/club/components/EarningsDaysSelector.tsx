import { useTranslation } from 'react-i18next'
import { EARNINGS_DAY_CHOICES, type EarningsDays } from '../api/teamKeys'

/** 7 / 30 / 90 days of earnings. */
export function EarningsDaysSelector({
  value,
  onChange,
}: {
  value: EarningsDays
  onChange: (days: EarningsDays) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="club-days" role="tablist">
      {EARNINGS_DAY_CHOICES.map((days) => (
        <button
          key={days}
          type="button"
          role="tab"
          aria-selected={value === days}
          className={`chip${value === days ? ' chip-active' : ''}`}
          data-testid={`earnings-days-${days}`}
          onClick={() => onChange(days)}
        >
          {t('club.earnings.days', { count: days })}
        </button>
      ))}
    </div>
  )
}
