import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { amountText } from '../tierView'
import { memberLevelLabel } from './MemberLevelText'
import { NodeBadge } from './NodeBadge'
import { NodeFacts } from './NodeFacts'
import { TierChangeAction, type TierChangeProps } from './TierChangeAction'

function Check({ met, children }: { met: boolean; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <span className={met ? 'node-met' : 'node-unmet'} data-met={met}>
      {children} {met ? '✓' : '✗'}
      <span className="sr-only">{t(met ? 'nodes.qualification.met' : 'nodes.qualification.notMet')}</span>
    </span>
  )
}

/** One tier against the member: level current / required, DPINE available / required, places left, the action. */
export function QualificationTierCard({ tier, nodeId, onChanged }: TierChangeProps) {
  const { t } = useTranslation()
  const stakeLabel =
    tier.action === 'upgrade' ? 'nodes.qualification.upgradeStake' : 'nodes.qualification.stake'
  return (
    <section
      className={`card node-tier${tier.action === 'current' ? ' node-tier-current' : ''}`}
      data-testid={`node-qualification-${tier.type}-${tier.level}`}
    >
      <div className="card-title-row">
        <NodeBadge type={tier.type} level={tier.level} />
      </div>
      <NodeFacts
        facts={[
          {
            key: 'memberLevel',
            label: t('nodes.qualification.memberLevel'),
            value: (
              <Check met={tier.memberLevel.met}>
                {memberLevelLabel(t, tier.memberLevel.current)} /{' '}
                {memberLevelLabel(t, tier.memberLevel.required)}
              </Check>
            ),
          },
          {
            key: 'stake',
            label: t(stakeLabel),
            value: (
              <Check met={tier.stake.met}>
                {amountText(tier.stake.available)} / {amountText(tier.stake.required)}
              </Check>
            ),
          },
          {
            key: 'places',
            label: t('nodes.qualification.placesLeft'),
            value: <Check met={tier.places.met}>{tier.places.left}</Check>,
          },
        ]}
      />
      <TierChangeAction tier={tier} nodeId={nodeId} onChanged={onChanged} />
    </section>
  )
}
