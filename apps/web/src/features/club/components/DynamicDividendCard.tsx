import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { formatMoney } from '../../../lib/format'
import { useDynamicDividend } from '../api/getDynamicDividend'
import { levelLabelKey } from '../levelTable'
import { percent } from '../rulesView'
import { InfoRows } from './InfoRows'

/** Spec §3 "Dynamic dividend"; below V1 (not qualified) spec §6's encouragement instead of a personal figure. */
export function DynamicDividendCard() {
  const { t } = useTranslation()
  const query = useDynamicDividend()
  const usdt = (value: string) => t('clubMoney.usdt', { amount: formatMoney(value, 4) })
  return (
    <section className="card" data-testid="dynamic-dividend">
      <QueryState
        query={query}
        loading={<Skeleton.Paragraph lineCount={10} animated />}
        errorText={t('clubMoney.dynamic.loadFailed')}
        testId="dynamic-dividend-error"
      >
        {(data) => (
          <>
            {!data.qualified && (
              <p className="notice" data-testid="dynamic-not-qualified">
                {t('clubMoney.dynamic.notQualified')}
              </p>
            )}
            {data.topFour && (
              <p className="club-highlight" data-testid="dynamic-top-four">
                {t('clubMoney.dynamic.topFour')}
              </p>
            )}
            <InfoRows
              rows={[
                { key: 'level', label: t('clubMoney.dynamic.level'), value: t(levelLabelKey(data.level)) },
                {
                  key: 'poolBalance',
                  label: t('clubMoney.dynamic.poolBalance'),
                  value: usdt(data.poolBalance),
                },
                {
                  key: 'totalAllocated',
                  label: t('clubMoney.dynamic.totalAllocated'),
                  value: usdt(data.totalAllocated),
                },
                {
                  key: 'topFour',
                  label: t('clubMoney.dynamic.topFourAllocation'),
                  value: usdt(data.topFourAllocation),
                },
                { key: 'rate', label: t('clubMoney.dynamic.rate'), value: `${percent(data.rateBps)}%` },
                { key: 'daily', label: t('clubMoney.dynamic.dailyAmount'), value: usdt(data.dailyAmount) },
                {
                  key: 'userWeight',
                  label: t('clubMoney.dynamic.userCountWeight'),
                  value: usdt(data.userCountWeight),
                },
                {
                  key: 'qualified',
                  label: t('clubMoney.dynamic.qualifiedUserCount'),
                  value: data.qualifiedUserCount,
                },
                {
                  key: 'teamWeight',
                  label: t('clubMoney.dynamic.teamPerformanceWeight'),
                  value: usdt(data.teamPerformanceWeight),
                },
                ...(data.qualified
                  ? [
                      { key: 'personal', label: t('clubMoney.dynamic.personal'), value: usdt(data.personal) },
                      {
                        key: 'personalTotal',
                        label: t('clubMoney.dynamic.personalTotal'),
                        value: usdt(data.personalTotal),
                      },
                    ]
                  : []),
                {
                  key: 'day',
                  label: t('clubMoney.static.day'),
                  value: data.day ?? t('clubMoney.dividends.notSettled'),
                },
              ]}
            />
          </>
        )}
      </QueryState>
    </section>
  )
}
