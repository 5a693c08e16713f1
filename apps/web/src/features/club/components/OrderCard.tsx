import { Button } from 'antd-mobile'
import type { ClubOrderView } from '@vita/shared/schemas/club'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ShortAddress } from '../../../components/ShortAddress'
import { Dialog } from '../../../lib/antdImperative'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { useCancelOrder } from '../api/cancelOrder'
import { InfoRows, type InfoRow } from './InfoRows'
import { OrderStatusTag } from './OrderStatusTag'

const usdt = (value: string) => formatMoney(value, 2)

/** Every field of spec §3 "Staking order"; a pending one offers continue (the buy screen resumes it) or cancel. */
export function OrderCard({ order, explorerUrl }: { order: ClubOrderView; explorerUrl: string | null }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const cancel = useCancelOrder()
  const locale = currentLocale()
  const rows: InfoRow[] = [
    {
      key: 'amount',
      label: t('clubMoney.order.amount'),
      value: t('clubMoney.usdt', { amount: usdt(order.amount) }),
    },
    { key: 'shares', label: t('clubMoney.order.shares'), value: order.shares },
    {
      key: 'static',
      label: t('clubMoney.order.staticOut'),
      value: `${usdt(order.staticEarned)} / ${usdt(order.staticCap)}`,
    },
    {
      key: 'dynamic',
      label: t('clubMoney.order.dynamicOut'),
      value: `${usdt(order.dynamicEarned)} / ${usdt(order.dynamicCap)}`,
    },
    { key: 'mint', label: t('clubMoney.order.mintAmount'), value: usdt(order.mintAmount) },
    {
      key: 'dpine',
      label: t('clubMoney.order.dpineReturned'),
      value:
        order.dpineReturned === null
          ? t('clubMoney.order.none')
          : `${formatMoney(order.dpineReturned, 4)} DPINE`,
    },
    { key: 'created', label: t('clubMoney.order.createdAt'), value: formatDateTime(order.createdAt, locale) },
    { key: 'updated', label: t('clubMoney.order.updatedAt'), value: formatDateTime(order.updatedAt, locale) },
  ]
  if (order.communityNumber) {
    rows.push({ key: 'community', label: t('clubMoney.order.communityNumber'), value: order.communityNumber })
  }
  if (order.txHash) {
    const hash = <ShortAddress value={order.txHash} kind="hash" />
    rows.push({
      key: 'tx',
      label: t('clubMoney.order.txHash'),
      value: explorerUrl ? (
        <a href={`${explorerUrl.replace(/\/$/, '')}/tx/${order.txHash}`} target="_blank" rel="noreferrer">
          {hash}
        </a>
      ) : (
        hash
      ),
    })
  }
  if (order.failureReason) {
    rows.push({ key: 'failure', label: t('clubMoney.order.failureReason'), value: order.failureReason })
  }

  async function confirmCancel() {
    const confirmed = await Dialog.confirm({
      content: t('clubMoney.order.cancelConfirm'),
      confirmText: t('clubMoney.order.cancel'),
      cancelText: t('clubMoney.order.keep'),
    })
    if (confirmed)
      cancel.mutate(order.id, { onSuccess: () => showToast(t('clubMoney.buy.cancelled'), 'success') })
  }

  return (
    <li className="card club-order" data-testid="club-order" data-status={order.status}>
      <header className="card-title-row">
        <h3>{t('clubMoney.usdt', { amount: usdt(order.amount) })}</h3>
        <OrderStatusTag status={order.status} testId="club-order-status" />
      </header>
      <InfoRows rows={rows} />
      {order.status === 'pending' && (
        <div className="card-actions">
          <Button
            size="small"
            color="primary"
            data-testid="club-order-continue"
            onClick={() => navigate('/vita-club/buy')}
          >
            {t('clubMoney.order.continue')}
          </Button>
          <Button
            size="small"
            data-testid="club-order-cancel"
            loading={cancel.isPending}
            onClick={() => void confirmCancel()}
          >
            {t('clubMoney.order.cancel')}
          </Button>
        </div>
      )}
    </li>
  )
}
