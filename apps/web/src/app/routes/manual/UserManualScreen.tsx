/** /user-manual: the product's rules. */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { UserManual } from '../../../features/manual'

export default function UserManualScreen() {
  const { t } = useTranslation()
  return (
    <main className="page">
      <PageHeader title={t('manual.title')} back />
      <UserManual />
    </main>
  )
}
