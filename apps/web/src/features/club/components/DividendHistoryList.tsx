import { Skeleton } from 'antd-mobile'
import type { DividendStatement } from '@vita/shared/schemas/club'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { formatMoney } from '../../../lib/format'
import { useDividendHistory, type DividendKind } from '../api/listDividendHistory'
import { percent } from '../rulesView'
import { EmptyState } from './EmptyState'
import { InfoRows } from './InfoRows'
import { MoreFooter } from '../../../components/MoreFooter'

function Statement({ statement }: { statement: DividendStatement }) {
  const { t } = useTranslation()
  const usdt = (value: string) => formatMoney(value, 4)
  const shares =
    statement.kind === 'static'
      ? {
          label: t('clubMoney.history.staticShares'),
          value: `${statement.myShares} / ${statement.totalShares}`,
        }
      : {
          label: t('clubMoney.history.dynamicShares'),
          value: `${usdt(statement.myShares)} / ${statement.totalShares}`,
        }
  return (
    <li className="club-statement" data-testid="dividend-statement">
      <header className="card-title-row">
        <h4>{statement.day}</h4>
        <strong>{t('clubMoney.usdt', { amount: usdt(statement.amount) })}</strong>
      </header>
      <InfoRows
        rows={[
          { key: 'pool', label: t('clubMoney.history.pool'), value: usdt(statement.pool) },
          { key: 'rate', label: t('clubMoney.history.rate'), value: `${percent(statement.rateBps)}%` },
          { key: 'daily', label: t('clubMoney.history.dailyAmount'), value: usdt(statement.dailyAmount) },
          { key: 'shares', ...shares },
          { key: 'capLeft', label: t('clubMoney.history.capLeft'), value: usdt(statement.capLeft) },
        ]}
      />
    </li>
  )
}

/** My daily statements of one kind, newest first, the next page on scroll (获取分红历史失败 on failure). */
export function DividendHistoryList({ kind }: { kind: DividendKind }) {
  const { t } = useTranslation()
  const history = useDividendHistory(kind)
  return (
    <QueryState
      query={history}
      loading={<Skeleton.Paragraph lineCount={6} animated />}
      errorText={t('clubMoney.history.loadFailed')}
      testId={`dividend-history-error-${kind}`}
    >
      {(data) => {
        const items = data.pages.flatMap((page) => page.items)
        if (items.length === 0)
          return <EmptyState title={t('clubMoney.empty')} testId={`dividend-history-empty-${kind}`} />
        return (
          <>
            <ul className="plain-list" data-testid={`dividend-history-${kind}`}>
              {items.map((statement) => (
                <Statement key={`${statement.kind}-${statement.day}`} statement={statement} />
              ))}
            </ul>
            <MoreFooter
              query={history}
              failedText={`${t('clubMoney.history.loadFailed')} · ${t('clubMoney.retry')}`}
              noMoreText={t('clubMoney.noMore')}
            />
          </>
        )
      }}
    </QueryState>
  )
}
