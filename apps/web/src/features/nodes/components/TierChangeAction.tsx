import type { NodeQualificationTier } from '@vita/shared/schemas/nodes'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ConfirmSheet } from '../../../components/ConfirmSheet'
import { reportError, showToast } from '../../../lib/notify'
import { useApplyForNode } from '../api/applyForNode'
import type { NodeChangeReturnType } from '../api/nodeChange'
import { useUpgradeNode } from '../api/upgradeNode'
import { tierActionState, type TierBlock } from '../tierAction'
import { amountText } from '../tierView'
import { memberLevelLabel } from './MemberLevelText'
import { NodeBadge } from './NodeBadge'

function blockText(t: TFunction, block: TierBlock): string {
  switch (block.reason) {
    case 'memberLevel':
      return t('nodes.qualification.why.memberLevel', {
        required: memberLevelLabel(t, block.required),
        current: memberLevelLabel(t, block.current),
      })
    case 'stake':
      return t('nodes.qualification.why.stake', { lack: amountText(block.lack) })
    default:
      return t(`nodes.qualification.why.${block.reason}`)
  }
}

export type TierChangeProps = {
  tier: NodeQualificationTier
  /** My node (an upgrade moves it), null without one. */
  nodeId: string | null
  /** After a change: the screen refreshes what it composes (balances). */
  onChanged?: (() => void) | undefined
}

/**
 * A tier's apply / upgrade button, or why it is disabled. Confirming states the stake to be held,
 * then posts (the key kept across retries of the same attempt) and opens the node; a refusal shows
 * the API's own words.
 */
export function TierChangeAction({ tier, nodeId, onChanged }: TierChangeProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const apply = useApplyForNode()
  const upgrade = useUpgradeNode()
  const [confirming, setConfirming] = useState(false)
  const state = tierActionState(tier)
  const isUpgrade = state.kind === 'upgrade' && nodeId !== null
  const busy = apply.isPending || upgrade.isPending
  const testId = `node-action-${tier.type}-${tier.level}`

  const callbacks = {
    onSuccess: (result: NodeChangeReturnType) => {
      setConfirming(false)
      showToast(t(isUpgrade ? 'nodes.qualification.upgraded' : 'nodes.qualification.applied'), 'success')
      onChanged?.()
      navigate(`/node/${result.node.id}`)
    },
    onError: (error: unknown) => {
      setConfirming(false)
      reportError(error)
    },
  }
  const submit = () => {
    const request = { type: tier.type, level: tier.level }
    if (isUpgrade) upgrade.mutate({ id: nodeId, tier: request }, callbacks)
    else apply.mutate(request, callbacks)
  }

  const label =
    state.kind === 'current'
      ? t('nodes.qualification.current')
      : t(
          state.kind === 'upgrade' || state.kind === 'lower'
            ? 'nodes.qualification.upgrade'
            : 'nodes.qualification.apply',
        )
  return (
    <div className="node-action">
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid={testId}
        data-kind={state.kind}
        disabled={!state.enabled || busy}
        onClick={() => setConfirming(true)}
      >
        {label}
      </button>
      {state.blocks.length > 0 && (
        <ul className="node-why" data-testid={`${testId}-why`}>
          {state.blocks.map((block) => (
            <li key={block.reason}>{blockText(t, block)}</li>
          ))}
        </ul>
      )}
      <ConfirmSheet
        visible={confirming}
        title={t(
          isUpgrade ? 'nodes.qualification.confirmUpgradeTitle' : 'nodes.qualification.confirmApplyTitle',
        )}
        message={t('nodes.qualification.confirmMessage')}
        rows={[
          {
            label: t('nodes.qualification.confirmTier'),
            value: <NodeBadge type={tier.type} level={tier.level} />,
          },
          {
            label: t('nodes.qualification.confirmStake'),
            value: t('nodes.dpine', { amount: amountText(tier.stake.required) }),
            emphasis: true,
          },
        ]}
        confirmText={t('nodes.qualification.confirm')}
        cancelText={t('nodes.qualification.cancel')}
        busy={busy}
        onConfirm={submit}
        onCancel={() => setConfirming(false)}
        testId={`${testId}-confirm`}
      />
    </div>
  )
}
