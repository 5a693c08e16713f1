import { useTranslation } from 'react-i18next'
import { ClubRulesSections } from './ClubRulesSections'

const otherSections = ['nodes', 'sell', 'swap', 'transfer', 'withdraw'] as const

/** The product's rules (spec §1, §5, §9) in the app language; the club's numbers come from its configuration. */
export function UserManual() {
  const { t } = useTranslation()
  return (
    <article className="card manual" data-testid="user-manual">
      <p>{t('manual.intro')}</p>
      <ClubRulesSections />
      {otherSections.map((section) => (
        <section key={section}>
          <h3>{t(`manual.${section}.title`)}</h3>
          <p>{t(`manual.${section}.body`)}</p>
        </section>
      ))}
    </article>
  )
}
