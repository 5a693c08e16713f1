import { useTranslation } from 'react-i18next'
import type { WithdrawalStatus } from '@vita/shared/schemas/withdrawals'

/**
 * pending → broadcast → completed | failed (parked: under review by an operator, who completes or
 * refunds it), as text and as `data-status` for tests.
 */
export function WithdrawalStatusTag({ status, testId }: { status: WithdrawalStatus; testId?: string }) {
  const { t } = useTranslation()
  return (
    <span className={`status-tag ${status}`} data-status={status} data-testid={testId}>
      {(status === 'pending' || status === 'broadcast') && (
        <span className="spinner inline" aria-hidden="true" />
      )}
      {t(`withdraw.status.${status}`)}
    </span>
  )
}
