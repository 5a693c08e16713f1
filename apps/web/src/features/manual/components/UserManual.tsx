import { useTranslation } from 'react-i18next'

const sections = [
  'club',
  'returns',
  'static',
  'dynamic',
  'invite',
  'sell',
  'swap',
  'transfer',
  'withdraw',
] as const

/** The product's rules (spec §1, §5, §9) in the app language. */
export function UserManual() {
  const { t } = useTranslation()
  return (
    <article className="card manual" data-testid="user-manual">
      <p>{t('manual.intro')}</p>
      {sections.map((section) => (
        <section key={section}>
          <h3>{t(`manual.${section}.title`)}</h3>
          <p>{t(`manual.${section}.body`)}</p>
        </section>
      ))}
    </article>
  )
}
