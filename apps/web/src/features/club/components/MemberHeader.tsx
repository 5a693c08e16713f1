import { List } from 'antd-mobile'
import type { ClubMemberDetail } from '@vita/shared/schemas/club'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { FigureGrid } from './FigureGrid'
import { LevelBadge } from './LevelBadge'

/** Who the member is (community number, masked address, level, join time) and their team figures. */
export function MemberHeader({ member }: { member: ClubMemberDetail }) {
  const { t } = useTranslation()
  return (
    <section className="card" data-testid="member-header">
      <List className="club-card-list">
        <List.Item
          extra={<span data-testid="member-community-number">{member.communityNumber}</span>}
          description={t('club.member.depth', { depth: member.depth })}
        >
          {t('club.member.communityNumber')}
        </List.Item>
        <List.Item extra={<span className="mono">{member.maskedAddress}</span>}>
          {t('club.member.address')}
        </List.Item>
        <List.Item extra={<LevelBadge level={member.level} testId="member-level" />}>
          {t('club.member.level')}
        </List.Item>
        <List.Item
          extra={<time dateTime={member.joinedAt}>{formatDateTime(member.joinedAt, currentLocale())}</time>}
        >
          {t('club.member.joinedAt')}
        </List.Item>
      </List>
      <FigureGrid
        figures={[
          {
            key: 'member-performance',
            label: t('club.team.performance'),
            value: formatMoney(member.teamPerformance, 2),
          },
          { key: 'member-team-size', label: t('club.team.teamSize'), value: member.teamSize },
          { key: 'member-direct-count', label: t('club.team.directCount'), value: member.directCount },
          { key: 'member-own-orders', label: t('club.team.ownOrders'), value: member.ownOrders },
          {
            key: 'member-own-volume',
            label: t('club.team.ownVolume'),
            value: formatMoney(member.ownVolume, 2),
          },
        ]}
      />
    </section>
  )
}
