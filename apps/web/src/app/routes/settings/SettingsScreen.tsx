/** /setting and /language: the same settings screen (spec §2). */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { AppVersion, LanguagePicker } from '../../../features/settings'

export default function SettingsScreen() {
  const { t } = useTranslation()
  return (
    <main className="page">
      <PageHeader title={t('settings.title')} back />
      <section className="card">
        <LanguagePicker />
      </section>
      <section className="card">
        <AppVersion />
      </section>
    </main>
  )
}
