import { Button, Skeleton } from 'antd-mobile'
import type { ClubPurchase } from '@vita/shared/schemas/club'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { QueryState } from '../../../components/QueryState'
import { ShortAddress } from '../../../components/ShortAddress'
import { TextField } from '../../../components/TextField'
import { formatMoney } from '../../../lib/format'
import { showToast } from '../../../lib/notify'
import { DevFaucetSlot } from '../../../platform/wallet/devWallet/DevFaucetSlot'
import { WalletChooser } from '../../../platform/wallet/WalletChooser'
import { useCancelOrder } from '../api/cancelOrder'
import { usePurchase } from '../api/getPurchase'
import { useClubPurchase } from '../hooks/useClubPurchase'
import { useClubWallet } from '../hooks/useClubWallet'
import { BuyConfirmSheet } from './BuyConfirmSheet'
import { BuySteps } from './BuySteps'
import { InfoRows } from './InfoRows'

/** Why the buy button is off, in the order the member must fix it (spec §5). */
function blocker(
  purchase: ClubPurchase,
  resuming: boolean,
): 'noReferrer' | 'activationPending' | 'limitReached' | null {
  if (!purchase.referrerAddress) return 'noReferrer'
  if (purchase.activation !== 'whitelisted') return 'activationPending'
  if (!resuming && purchase.remainingOrders <= 0) return 'limitReached'
  return null
}

function BuyForm({ purchase }: { purchase: ClubPurchase }) {
  const { t } = useTranslation()
  const wallet = useClubWallet()
  const flow = useClubPurchase(wallet, purchase)
  const cancel = useCancelOrder()
  const [communityNumber, setCommunityNumber] = useState('')
  const [confirming, setConfirming] = useState(false)
  const resume = flow.resume
  const blocked = blocker(purchase, resume !== null)
  const price = formatMoney(purchase.orderPrice, 2)
  const autoResumed = useRef(false)

  // An order already sent on arrival only needs the server's verdict: follow it without a tap.
  useEffect(() => {
    if (resume?.status !== 'pending_verification' || autoResumed.current || !wallet.config) return
    autoResumed.current = true
    void flow.buy('')
  }, [resume, wallet.config, flow])

  return (
    <section className="card club-buy" data-testid="club-buy">
      <InfoRows
        rows={[
          { key: 'price', label: t('clubMoney.buy.price'), value: t('clubMoney.usdt', { amount: price }) },
          {
            key: 'referrer',
            label: t('clubMoney.buy.referrer'),
            value: purchase.referrerAddress ? <ShortAddress value={purchase.referrerAddress} /> : '—',
          },
        ]}
      />
      <p className="field-hint" data-testid="buy-remaining">
        {t('clubMoney.buy.remaining', { remaining: purchase.remainingOrders, max: purchase.maxOrders })} ·{' '}
        {t('clubMoney.buy.dpineNote')}
      </p>
      {blocked === 'noReferrer' && (
        <p className="notice" role="alert" data-testid="buy-no-referrer">
          {t('clubMoney.buy.noReferrer')} <Link to="/bind-referrer">{t('clubMoney.buy.bindReferrer')}</Link>
        </p>
      )}
      {blocked === 'activationPending' && (
        <p className="notice" role="status" data-testid="buy-activation-pending">
          {t('clubMoney.buy.activationPending')}
        </p>
      )}
      {blocked === 'limitReached' && (
        <p className="notice" data-testid="buy-limit-reached">
          {t('clubMoney.buy.limitReached', { max: purchase.maxOrders })}
        </p>
      )}
      {resume && (
        <p className="notice" data-testid="buy-open-order">
          {resume.status === 'pending' ? t('clubMoney.buy.openOrder') : t('clubMoney.buy.verifying')}
        </p>
      )}
      {!resume && (
        <TextField
          label={t('clubMoney.buy.communityNumber')}
          testId="buy-community-number"
          maxLength={32}
          placeholder={t('clubMoney.buy.communityPlaceholder')}
          value={communityNumber}
          disabled={flow.busy}
          onChange={setCommunityNumber}
        />
      )}
      <Button
        block
        color="primary"
        size="large"
        data-testid="buy-submit"
        loading={flow.busy}
        disabled={blocked !== null || flow.busy}
        // Only a payment asks first; following an order already sent moves no money.
        onClick={() => (resume?.status === 'pending_verification' ? void flow.buy('') : setConfirming(true))}
      >
        {resume?.status === 'pending_verification'
          ? t('clubMoney.buy.checkStatus')
          : resume
            ? t('clubMoney.buy.retry')
            : t('clubMoney.buy.submit', { amount: price })}
      </Button>
      {resume?.status === 'pending' && !flow.busy && (
        <Button
          block
          fill="outline"
          data-testid="buy-cancel"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(resume.id, {
              onSuccess: () => {
                flow.forget()
                showToast(t('clubMoney.buy.cancelled'), 'success')
              },
            })
          }
        >
          {t('clubMoney.buy.cancel')}
        </Button>
      )}
      <DevFaucetSlot
        config={wallet.config}
        usdt={wallet.contracts?.usdt}
        usdtNeeded={BigInt(purchase.orderPrice)}
      />
      {flow.progress && <BuySteps progress={flow.progress} />}
      <Link className="link" to="/vita-club/orders" data-testid="buy-orders-link">
        {t('clubMoney.buy.ordersLink')}
      </Link>
      {wallet.choice && <WalletChooser connectors={wallet.setup.connectors} choice={wallet.choice} />}
      <BuyConfirmSheet
        visible={confirming}
        purchase={purchase}
        resuming={resume !== null}
        onConfirm={() => {
          setConfirming(false)
          void flow.buy(communityNumber.trim())
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  )
}

/**
 * /vita-club/buy: one 224 USDT order at a time, on chain, with its five steps shown live; the member
 * confirms the payment in a sheet first, and a dev-wallet member short of coins is offered the faucet.
 */
export function BuyPanel() {
  const { t } = useTranslation()
  const purchase = usePurchase()
  return (
    <QueryState
      query={purchase}
      loading={<Skeleton.Paragraph lineCount={6} animated />}
      errorText={t('clubMoney.loadFailed')}
      testId="buy-error"
    >
      {(data) => <BuyForm purchase={data} />}
    </QueryState>
  )
}
