/** /node-qualification (auth): what I meet and lack per tier; applying or upgrading holds DPINE, so balances refresh. */
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { assetsKeys } from '../../../features/assets'
import { DepositLink } from '../../../features/deposits'
import { NodeQualificationView } from '../../../features/nodes'

export default function NodeQualificationScreen() {
  const { t } = useTranslation()
  const client = useQueryClient()
  return (
    <main className="page" data-testid="node-qualification-screen">
      <PageHeader title={t('nodes.qualificationTitle')} back />
      <NodeQualificationView
        onChanged={() => void client.invalidateQueries({ queryKey: assetsKeys.all })}
        depositAction={<DepositLink currency="DPINE" shortfall testId="node-deposit" />}
      />
    </main>
  )
}
