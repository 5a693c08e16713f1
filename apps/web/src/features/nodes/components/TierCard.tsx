import type { NodeTierView } from '@vita/shared/schemas/nodes'
import { useTranslation } from 'react-i18next'
import { tierRow } from '../tierView'
import { MemberLevelText } from './MemberLevelText'
import { NodeBadge } from './NodeBadge'
import { NodeFacts } from './NodeFacts'

/** One tier of the table: what it asks, what it pays, how many places it has and what it gives. */
export function TierCard({ tier }: { tier: NodeTierView }) {
  const { t } = useTranslation()
  const row = tierRow(tier)
  const benefitText = {
    rewardWeight: t('nodes.config.benefit.rewardWeight', { weight: row.rewardWeight }),
    dailyRewardLimit: t('nodes.config.benefit.dailyRewardLimit', { limit: row.dailyRewardLimit }),
    teamBadge: t('nodes.config.benefit.teamBadge'),
  }
  return (
    <section className="card node-tier" data-testid={`node-tier-${row.type}-${row.level}`}>
      <div className="card-title-row">
        <NodeBadge type={row.type} level={row.level} />
        <span className="muted">
          {t('nodes.config.activeNodes')} {row.activeNodes}
        </span>
      </div>
      <NodeFacts
        facts={[
          {
            key: 'memberLevel',
            label: t('nodes.config.memberLevel'),
            value: <MemberLevelText level={row.memberLevel} />,
          },
          { key: 'stake', label: t('nodes.config.stake'), value: row.stake },
          { key: 'rewardWeight', label: t('nodes.config.rewardWeight'), value: row.rewardWeight },
          {
            key: 'places',
            label: t('nodes.config.places'),
            value: t('nodes.config.placesValue', { taken: row.taken, max: row.maxRank }),
          },
          { key: 'dailyRewardLimit', label: t('nodes.config.dailyRewardLimit'), value: row.dailyRewardLimit },
        ]}
      />
      <h4 className="node-subtitle">{t('nodes.config.benefits')}</h4>
      <ul className="node-benefits">
        {row.benefits.map((benefit) => (
          <li key={benefit}>{benefitText[benefit]}</li>
        ))}
      </ul>
    </section>
  )
}
