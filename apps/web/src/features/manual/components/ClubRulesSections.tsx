import { useTranslation } from 'react-i18next'
import { useClubRules } from '../api/getClubRules'
import { CLUB_SECTIONS, clubSectionParams, levelLines } from '../clubRulesParams'

/** The club's part of the manual, with every number from the configured rules (GET /app/club/rules). */
export function ClubRulesSections() {
  const { t } = useTranslation()
  const rules = useClubRules()
  if (!rules.data) {
    return rules.isError ? (
      <div className="load-failed" role="alert" data-testid="manual-club-error">
        <p>{t('manual.rulesFailed')}</p>
        <button type="button" className="btn" onClick={() => void rules.refetch()}>
          {t('app.retry')}
        </button>
      </div>
    ) : (
      <p className="muted">{t('manual.rulesLoading')}</p>
    )
  }
  const params = clubSectionParams(rules.data)
  return (
    <>
      {CLUB_SECTIONS.map((section) => (
        <section key={section} data-testid={`manual-${section}`}>
          <h3>{t(`manual.${section}.title`)}</h3>
          <p>{t(`manual.${section}.body`, params[section])}</p>
        </section>
      ))}
      <section data-testid="manual-levels">
        <h3>{t('manual.levels.title')}</h3>
        <p>{t('manual.levels.body')}</p>
        <ul>
          {levelLines(rules.data).map((line) => (
            <li key={line.level}>
              {t('manual.levels.row', line)}
              {line.legs && t('manual.levels.legs', line.legs)}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
