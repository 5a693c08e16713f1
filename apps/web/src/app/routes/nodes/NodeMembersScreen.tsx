/** /node-members/:id (auth): the node's members, for its holder only. */
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/PageHeader'
import { NodeMemberList } from '../../../features/nodes'

export default function NodeMembersScreen() {
  const { t } = useTranslation()
  const { id } = useParams()
  return (
    <main className="page" data-testid="node-members-screen">
      <PageHeader title={t('nodes.membersTitle')} back />
      <NodeMemberList nodeId={id} />
    </main>
  )
}
