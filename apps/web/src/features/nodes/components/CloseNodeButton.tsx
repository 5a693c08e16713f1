import type { NodeDetail } from '@vita/shared/schemas/nodes'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '../../../components/ConfirmSheet'
import { formatDateTime } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { reportError, showToast } from '../../../lib/notify'
import { useCloseNode } from '../api/closeNode'
import { useNodeConfig } from '../api/getNodeConfig'
import { expectedReleaseAt } from '../nodeStanding'
import { amountText } from '../tierView'

/** "Close node" with a confirm that names the cooling period and the expected release date. */
export function CloseNodeButton({
  nodeId,
  stake,
}: {
  nodeId: string
  stake: NonNullable<NodeDetail['owner']>['stake']
}) {
  const { t } = useTranslation()
  const config = useNodeConfig()
  const close = useCloseNode()
  const [confirming, setConfirming] = useState(false)
  const days = config.data?.releaseCoolingDays
  return (
    <>
      <button
        type="button"
        className="btn"
        data-testid="node-close"
        disabled={days === undefined || close.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('nodes.detail.close')}
      </button>
      {days !== undefined && (
        <ConfirmSheet
          visible={confirming}
          title={t('nodes.detail.closeTitle')}
          message={t('nodes.detail.closeMessage', {
            stake: amountText(stake),
            days,
            date: formatDateTime(expectedReleaseAt(new Date(), days), currentLocale()),
          })}
          confirmText={t('nodes.detail.closeConfirm')}
          cancelText={t('nodes.qualification.cancel')}
          busy={close.isPending}
          onConfirm={() =>
            close.mutate(
              { id: nodeId },
              {
                onSuccess: () => {
                  setConfirming(false)
                  showToast(t('nodes.detail.closed'), 'success')
                },
                onError: (error) => {
                  setConfirming(false)
                  reportError(error)
                },
              },
            )
          }
          onCancel={() => setConfirming(false)}
          testId="node-close-confirm"
        />
      )}
    </>
  )
}
