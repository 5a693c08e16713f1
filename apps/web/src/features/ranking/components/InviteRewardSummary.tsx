import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { useHomeSummary } from '../api/getHomeSummary'

/** Home's invite reward summary: direct invites, reward total and today. */
export function InviteRewardSummary() {
  const { t } = useTranslation()
  const summary = useHomeSummary()
  return (
    <section className="card invite-summary" data-testid="home-invite-summary">
      <h3 className="card-title">{t('ranking.invite.title')}</h3>
      {summary.isPending && <Skeleton.Paragraph lineCount={1} animated />}
      {summary.data && (
        <div className="stat-grid">
          <div>
            <strong>{summary.data.directInvites}</strong>
            <span>{t('ranking.invite.directInvites')}</span>
          </div>
          <div>
            <strong>{formatMoney(summary.data.inviteRewardTotal, 2)}</strong>
            <span>{t('ranking.invite.total')}</span>
          </div>
          <div>
            <strong>{formatMoney(summary.data.inviteRewardToday, 2)}</strong>
            <span>{t('ranking.invite.today')}</span>
          </div>
        </div>
      )}
    </section>
  )
}
