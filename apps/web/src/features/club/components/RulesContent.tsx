import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useClubRules } from '../api/getClubRules'
import { rulesView } from '../rulesView'

const PARAGRAPHS = ['orders', 'split', 'staticRule', 'dynamicRule', 'invite', 'cards', 'pending'] as const

/** The configured rules (GET /app/club/rules) in the app language: every number comes from the API. */
export function RulesContent() {
  const { t } = useTranslation()
  const rules = useClubRules()
  return (
    <QueryState
      query={rules}
      loading={<Skeleton.Paragraph lineCount={8} animated />}
      errorText={t('clubMoney.rules.loadFailed')}
      testId="club-rules-error"
    >
      {(data) => {
        const view = rulesView(data)
        return (
          <div className="club-rules" data-testid="club-rules">
            {PARAGRAPHS.map((key) => (
              <p key={key} data-testid={`club-rule-${key}`}>
                {t(`clubMoney.rules.${key}`, view.paragraphs[key])}
              </p>
            ))}
            <h4>{t('clubMoney.rules.levelsTitle')}</h4>
            <table className="club-rules-levels">
              <thead>
                <tr>
                  <th>{t('clubMoney.rules.level')}</th>
                  <th>{t('clubMoney.rules.ownOrders')}</th>
                  <th>{t('clubMoney.rules.directs')}</th>
                  <th>{t('clubMoney.rules.performance')}</th>
                  <th>{t('clubMoney.rules.legs')}</th>
                </tr>
              </thead>
              <tbody>
                {view.levels.map((row) => (
                  <tr key={row.level}>
                    <td>V{row.level}</td>
                    <td>≥ {row.ownOrders}</td>
                    <td>≥ {row.directs}</td>
                    <td>≥ {row.performance}</td>
                    <td>
                      {row.legs ? t('clubMoney.rules.legsValue', row.legs) : t('clubMoney.rules.noLegs')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>{t('clubMoney.rules.multipliers', { list: view.multipliers })}</p>
          </div>
        )
      }}
    </QueryState>
  )
}
