/** /user-manual: the product's rules (spec §1, §5, §9) in the app language. */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../components/PageHeader'
import '../../styles/money.css'
import '../../locales/sections/registerMoney'

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

export default function UserManualScreen() {
  const { t } = useTranslation()
  return (
    <main className="page">
      <PageHeader title={t('manual.title')} back />
      <article className="card manual" data-testid="user-manual">
        <p>{t('manual.intro')}</p>
        {sections.map((section) => (
          <section key={section}>
            <h3>{t(`manual.${section}.title`)}</h3>
            <p>{t(`manual.${section}.body`)}</p>
          </section>
        ))}
      </article>
    </main>
  )
}
