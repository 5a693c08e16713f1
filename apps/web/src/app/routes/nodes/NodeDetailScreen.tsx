/** /node/:nodeId (auth): a node's public page; its holder also sees stake, rewards and actions. */
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/PageHeader'
import { NodeDetailView } from '../../../features/nodes'

export default function NodeDetailScreen() {
  const { t } = useTranslation()
  const { nodeId } = useParams()
  return (
    <main className="page" data-testid="node-detail-screen">
      <PageHeader title={t('nodes.detailTitle')} back />
      <NodeDetailView nodeId={nodeId} />
    </main>
  )
}
