import type { NodeQualification } from '@vita/shared/schemas/nodes'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { QueryState } from '../../../components/QueryState'
import { useNodeQualification } from '../api/getNodeQualification'
import { nodeKeys } from '../api/nodeKeys'
import { amountText, tiersOfType } from '../tierView'
import { MemberLevelText } from './MemberLevelText'
import { NodeBadge } from './NodeBadge'
import { NodeFacts } from './NodeFacts'
import { NodeSkeleton } from './NodeSkeleton'
import { NodeRefresh } from './NodeRefresh'
import { NodeTypeTabs } from './NodeTypeTabs'
import { QualificationTierCard } from './QualificationTierCard'

function MyStanding({
  qualification,
  depositAction,
}: {
  qualification: NodeQualification
  depositAction?: ReactNode
}) {
  const { t } = useTranslation()
  const node = qualification.node
  return (
    <section className="card" data-testid="node-my-standing">
      <NodeFacts
        facts={[
          {
            key: 'myLevel',
            label: t('nodes.qualification.myLevel'),
            value: <MemberLevelText level={qualification.memberLevel} />,
          },
          {
            key: 'availableDpine',
            label: t('nodes.qualification.availableDpine'),
            value: amountText(qualification.availableDpine),
          },
          {
            key: 'myNode',
            label: t('nodes.qualification.myNode'),
            value: node ? (
              <Link to={`/node/${node.id}`} className="node-link" data-testid="node-my-node">
                <NodeBadge type={node.type} level={node.level} /> {t(`nodes.status.${node.status}`)} ›
              </Link>
            ) : (
              t('nodes.qualification.noNode')
            ),
          },
        ]}
      />
      {depositAction}
      <Link to="/node-config" className="link">
        {t('nodes.qualification.toConfig')}
      </Link>
    </section>
  )
}

/** /node-qualification: my standing, then per tier what I meet and lack and what I can do. */
export function NodeQualificationView({
  onChanged,
  depositAction,
}: {
  onChanged?: () => void
  /** The screen's way to deposit DPINE (the deposits feature), shown under the available DPINE. */
  depositAction?: ReactNode
}) {
  const { t } = useTranslation()
  const qualification = useNodeQualification()
  return (
    <NodeRefresh queryKey={nodeKeys.qualification()}>
      <QueryState
        query={qualification}
        loading={<NodeSkeleton lines={8} testId="node-qualification-loading" />}
        errorText={t('nodes.loadFailed.qualification')}
        testId="node-qualification-error"
      >
        {(data) => (
          <>
            <MyStanding qualification={data} depositAction={depositAction} />
            <NodeTypeTabs>
              {(type) =>
                tiersOfType(data.tiers, type).map((tier) => (
                  <QualificationTierCard
                    key={tier.level}
                    tier={tier}
                    nodeId={data.node?.id ?? null}
                    onChanged={onChanged}
                  />
                ))
              }
            </NodeTypeTabs>
          </>
        )}
      </QueryState>
    </NodeRefresh>
  )
}
