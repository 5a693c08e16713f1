import type { OrderStatus } from '@vita/shared/club/orderStatus'
import { useTranslation } from 'react-i18next'

/** A staking order's status in the spec's words (active reads 正常 / Normal). */
export function OrderStatusTag({ status, testId }: { status: OrderStatus; testId?: string }) {
  const { t } = useTranslation()
  return (
    <span className={`club-status club-status-${status}`} data-testid={testId} data-status={status}>
      {t(`club.orderStatus.${status}`)}
    </span>
  )
}
