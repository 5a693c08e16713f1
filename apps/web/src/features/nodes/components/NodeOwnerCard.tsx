import type { NodeDetail } from '@vita/shared/schemas/nodes'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { amountText } from '../tierView'
import { CloseNodeButton } from './CloseNodeButton'
import { NodeFacts, type NodeFact } from './NodeFacts'

type Owner = NonNullable<NodeDetail['owner']>

function ownerDates(t: TFunction, owner: Owner): NodeFact[] {
  const at = (key: string, label: string, iso: string | null): NodeFact[] =>
    iso ? [{ key, label, value: <time dateTime={iso}>{formatDateTime(iso, currentLocale())}</time> }] : []
  return [
    ...at('closingAt', t('nodes.detail.closingAt'), owner.closingAt),
    ...at('releaseAt', t('nodes.detail.releaseAt'), owner.releaseAt),
  ]
}

/** The holder's part: stake, rewards, closing and release dates, and while open: upgrade and close. */
export function NodeOwnerCard({ node, owner }: { node: NodeDetail; owner: Owner }) {
  const { t } = useTranslation()
  return (
    <section className="card" data-testid="node-owner">
      <h3 className="card-title">{t('nodes.detail.mine')}</h3>
      <NodeFacts
        facts={[
          { key: 'stake', label: t('nodes.detail.stake'), value: amountText(owner.stake) },
          { key: 'rewardToday', label: t('nodes.detail.rewardToday'), value: amountText(owner.rewardToday) },
          { key: 'rewardTotal', label: t('nodes.detail.rewardTotal'), value: amountText(owner.rewardTotal) },
          ...ownerDates(t, owner),
        ]}
      />
      {node.status === 'open' && (
        <div className="node-owner-actions">
          <Link to="/node-qualification" className="btn btn-primary node-button" data-testid="node-upgrade">
            {t('nodes.detail.upgrade')}
          </Link>
          <CloseNodeButton nodeId={node.id} stake={owner.stake} />
        </div>
      )}
    </section>
  )
}
