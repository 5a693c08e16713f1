import { useTranslation } from 'react-i18next'
import type { SellStatus } from '../sellStatus'

/** The spec §8 sell-status line (您可以卖出DPINE / 您当前无法卖出DPINE / …); null while loading. */
export function SellStatusLine({ status }: { status: SellStatus | null }) {
  const { t } = useTranslation()
  return (
    <p
      className={`sell-status sell-status-${status ?? 'loading'}`}
      data-testid="sell-status"
      data-status={status ?? ''}
      role="status"
    >
      {status ? t(`sell.status.${status}`) : t('app.loading')}
    </p>
  )
}
