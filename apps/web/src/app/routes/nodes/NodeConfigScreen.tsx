/** /node-config (auth): the tier table of both node types and the reward rule. */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { NodeConfigView } from '../../../features/nodes'

export default function NodeConfigScreen() {
  const { t } = useTranslation()
  return (
    <main className="page" data-testid="node-config-screen">
      <PageHeader title={t('nodes.configTitle')} back />
      <NodeConfigView />
    </main>
  )
}
