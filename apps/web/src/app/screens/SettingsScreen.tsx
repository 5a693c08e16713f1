/** /setting and /language: the same settings screen (spec §2). */
import { List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { APP_VERSION } from '@vita/shared/constants'
import { LanguagePicker } from '../../features/settings/components/LanguagePicker'
import { PageHeader } from '../../components/PageHeader'
import '../../lib/antd'

export default function SettingsScreen() {
  const { t } = useTranslation()
  return (
    <main className="page">
      <PageHeader title={t('settings.title')} back />
      <section className="card">
        <LanguagePicker />
      </section>
      <section className="card">
        <List>
          <List.Item extra={APP_VERSION}>{t('settings.version')}</List.Item>
        </List>
      </section>
    </main>
  )
}
