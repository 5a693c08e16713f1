import type { NodeConfig } from '@vita/shared/schemas/nodes'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { QueryState } from '../../../components/QueryState'
import { useNodeConfig } from '../api/getNodeConfig'
import { nodeTotals, rewardSharePercent, tiersOfType } from '../tierView'
import { NodeSkeleton } from './NodeSkeleton'
import { NodeTypeTabs } from './NodeTypeTabs'
import { TierCard } from './TierCard'

function Totals({ totals, title, testId }: { totals: NodeConfig['totals']; title: string; testId: string }) {
  const { t } = useTranslation()
  return (
    <dl className="node-totals" data-testid={testId}>
      <dt>{title}</dt>
      <dd>
        {t('nodes.config.nodes')} <strong>{totals.nodes}</strong>
      </dd>
      <dd>
        {t('nodes.config.activeNodes')} <strong>{totals.activeNodes}</strong>
      </dd>
    </dl>
  )
}

function ConfigTables({ config }: { config: NodeConfig }) {
  const { t } = useTranslation()
  return (
    <>
      <section className="card" data-testid="node-rule">
        <p className="node-rule">
          {t('nodes.config.rule', {
            percent: rewardSharePercent(config.rewardShareBps),
            days: config.releaseCoolingDays,
          })}
        </p>
        <Totals totals={config.totals} title={t('nodes.config.totals')} testId="node-totals" />
        <p className="muted node-note">
          {config.lastSettledDay
            ? t('nodes.config.lastSettledDay', { day: config.lastSettledDay })
            : t('nodes.config.notSettled')}
        </p>
        <Link
          to="/node-qualification"
          className="btn btn-primary node-button"
          data-testid="node-to-qualification"
        >
          {t('nodes.config.toQualification')}
        </Link>
      </section>
      <NodeTypeTabs>
        {(type) => {
          const tiers = tiersOfType(config.tiers, type)
          return (
            <>
              <section className="card">
                <Totals
                  totals={nodeTotals(tiers)}
                  title={t('nodes.config.typeTotals', { type: t(`nodes.type.${type}`) })}
                  testId={`node-totals-${type}`}
                />
              </section>
              {tiers.map((tier) => (
                <TierCard key={tier.level} tier={tier} />
              ))}
            </>
          )
        }}
      </NodeTypeTabs>
    </>
  )
}

/** /node-config: the reward rule, node counts, and the tier table of both types. */
export function NodeConfigView() {
  const { t } = useTranslation()
  const config = useNodeConfig()
  return (
    <QueryState
      query={config}
      loading={<NodeSkeleton lines={8} testId="node-config-loading" />}
      errorText={t('nodes.loadFailed.info')}
      testId="node-config-error"
    >
      {(data) => <ConfigTables config={data} />}
    </QueryState>
  )
}
