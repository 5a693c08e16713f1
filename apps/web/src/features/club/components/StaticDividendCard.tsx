import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { formatMoney } from '../../../lib/format'
import { useStaticDividend } from '../api/getStaticDividend'
import { percent } from '../rulesView'
import { InfoRows } from './InfoRows'

/** Spec §3 "Static dividend": pool, today's rate, total and my shares, what is left, today and in total. */
export function StaticDividendCard() {
  const { t } = useTranslation()
  const query = useStaticDividend()
  const usdt = (value: string) => t('clubMoney.usdt', { amount: formatMoney(value, 4) })
  return (
    <section className="card" data-testid="static-dividend">
      <QueryState
        query={query}
        loading={<Skeleton.Paragraph lineCount={8} animated />}
        errorText={t('clubMoney.dividends.loadFailed')}
        testId="static-dividend-error"
      >
        {(data) => (
          <InfoRows
            rows={[
              { key: 'pool', label: t('clubMoney.static.pool'), value: usdt(data.pool) },
              { key: 'rate', label: t('clubMoney.static.rate'), value: `${percent(data.rateBps)}%` },
              { key: 'totalShares', label: t('clubMoney.static.totalShares'), value: data.totalShares },
              { key: 'remaining', label: t('clubMoney.static.remaining'), value: usdt(data.remaining) },
              { key: 'myShares', label: t('clubMoney.static.myShares'), value: data.myShares },
              { key: 'today', label: t('clubMoney.static.today'), value: usdt(data.today) },
              { key: 'total', label: t('clubMoney.static.total'), value: usdt(data.total) },
              {
                key: 'day',
                label: t('clubMoney.static.day'),
                value: data.day ?? t('clubMoney.dividends.notSettled'),
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  )
}
