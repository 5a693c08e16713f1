import { ErrorBlock, Skeleton } from 'antd-mobile'
import type { NodeRewardDay } from '@vita/shared/schemas/nodes'
import { lazy, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useNodeRewards } from '../api/listNodeRewards'
import { rewardBars } from '../rewardSeries'
import { amountText } from '../tierView'
import { MoreFooter } from '../../../components/MoreFooter'

// lightweight-charts is heavy: it loads only when the holder's reward chart is on screen.
const NodeRewardChart = lazy(() => import('./NodeRewardChart'))

function RewardRow({ day }: { day: NodeRewardDay }) {
  const { t } = useTranslation()
  return (
    <li className="node-row" data-testid="node-reward-day">
      <span className="node-row-main">
        <strong>{day.day}</strong>
        <span className="muted">
          {day.active ? t('nodes.detail.active') : t('nodes.detail.inactive')}
          {day.reason && ` · ${t(`nodes.detail.reason.${day.reason}`)}`}
          {' · '}
          {t('nodes.rewards.weight', { weight: day.weight })}
        </span>
        <span className="muted">{t('nodes.rewards.entitled', { amount: amountText(day.entitled) })}</span>
      </span>
      <span className="node-row-side">
        <strong>{t('nodes.usdt', { amount: amountText(day.amount) })}</strong>
        {day.capped && <span className="node-capped">{t('nodes.rewards.capped')}</span>}
      </span>
    </li>
  )
}

/** The holder's reward per settled day: a chart of the loaded days over the list, newest first, page by page. */
export function NodeRewardHistory({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation()
  const rewards = useNodeRewards(nodeId)
  const days = useMemo(() => rewards.data?.pages.flatMap((page) => page.items) ?? [], [rewards.data])
  const bars = useMemo(() => rewardBars(days), [days])
  return (
    <section className="card" data-testid="node-rewards">
      <h3 className="card-title">{t('nodes.rewards.title')}</h3>
      <QueryState
        query={rewards}
        loading={<Skeleton.Paragraph lineCount={5} animated />}
        errorText={t('nodes.loadFailed.rewards')}
        testId="node-rewards-error"
      >
        {() =>
          days.length === 0 ? (
            <ErrorBlock
              status="empty"
              title={t('nodes.rewards.empty')}
              description=""
              data-testid="node-rewards-empty"
            />
          ) : (
            <>
              <p className="muted node-note">{t('nodes.rewards.chartTitle')}</p>
              <Suspense fallback={<div className="node-reward-chart" />}>
                <NodeRewardChart bars={bars} />
              </Suspense>
              <ul className="node-rows">
                {days.map((day) => (
                  <RewardRow key={day.day} day={day} />
                ))}
              </ul>
              <MoreFooter
                query={rewards}
                failedText={t('nodes.loadMoreFailed')}
                noMoreText={t('nodes.noMore')}
              />
            </>
          )
        }
      </QueryState>
    </section>
  )
}
