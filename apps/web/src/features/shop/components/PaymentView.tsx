import { Tabs } from 'antd-mobile'
import type { ShopOrderDetail } from '@vita/shared/schemas/shop'
import type { PaymentMethod } from '@vita/shared/shop/catalogue'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { formatMoney } from '../../../lib/format'
import { apiReason } from '../../../lib/httpError'
import { currentLocale } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { useAppConfig } from '../../../platform/config/getAppConfig'
import { stepUpFailureNotice } from '../../../platform/wallet/stepUpFailure'
import { useStepUpSigner } from '../../../platform/wallet/useStepUpSigner'
import { WalletError } from '../../../platform/wallet/walletError'
import { needsPaymentStepUp, usePayOrder } from '../api/payOrder'
import { shopErrorText } from '../orderRules'
import { formatCountdown, unpayableReason } from '../payment'
import { CardPayment, type CardFields } from './CardPayment'
import { OrderQueryState } from './OrderQueryState'
import { ShopEmpty } from './ShopPlaceholders'
import { ShortOfBalance } from './ShortOfBalance'
import { useSecondsLeft } from './useSecondsLeft'

function PaymentBody({
  order,
  available,
  depositAction,
  ownCards,
}: {
  order: ShopOrderDetail
  available: bigint | null
  depositAction?: ReactNode
  ownCards?: OwnCards
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [method, setMethod] = useState<PaymentMethod>('balance')
  const pay = usePayOrder(useStepUpSigner())
  const appConfig = useAppConfig()
  const left = useSecondsLeft(order.payBy)
  const total = BigInt(order.total)
  const locale = currentLocale()
  // The balance shown may be stale: the API's refusal for want of balance says so too.
  const refusedShort = apiReason(pay.error) === 'insufficientBalance'
  const balanceShort = available !== null && available < total

  const unpayable = unpayableReason(order, left)
  if (unpayable) return <ShopEmpty title={t(`shop.payment.${unpayable}`)} testId={`payment-${unpayable}`} />
  if (order.status !== 'pending_payment')
    return <ShopEmpty title={t('shop.payment.notPending')} testId="payment-not-pending" />

  const threshold = appConfig.data ? BigInt(appConfig.data.stepUp.shopPaymentThreshold) : null
  const send = (payment: Parameters<typeof pay.mutate>[0]['payment']) =>
    pay.mutate(
      { order, payment, signUpFront: needsPaymentStepUp(total, threshold) },
      {
        onSuccess: () => {
          showToast(t('shop.payment.paid'), 'success')
          navigate(`/order/${encodeURIComponent(order.orderNo)}`, { replace: true })
        },
        onError: (error) => {
          const failed = t('shop.payment.payFailed')
          // The wallet's refusal (用户取消了交易) or failure in its own words; the API's by its reason.
          const text =
            error instanceof WalletError
              ? stepUpFailureNotice(error, failed, locale).message
              : shopErrorText(error, failed, locale)
          showToast(text, 'fail')
        },
      },
    )

  return (
    <div className="shop-payment" data-testid="payment">
      <section className="card shop-due">
        <p className="muted">{t('shop.payment.due')}</p>
        <strong data-testid="payment-due">{t('shop.usdt', { amount: formatMoney(total, 2) })}</strong>
        <p className="muted" data-testid="payment-time-left">
          {t('shop.payment.timeLeft', { time: formatCountdown(left) })}
        </p>
      </section>
      <Tabs activeKey={method} onChange={(key) => setMethod(key as PaymentMethod)}>
        <Tabs.Tab
          key="balance"
          title={<span data-testid="pay-method-balance">{t('shop.payment.balance')}</span>}
        >
          {available !== null && (
            <p className="muted" data-testid="available-balance">
              {t('shop.payment.available', { amount: formatMoney(available, 2) })}
            </p>
          )}
          {(balanceShort || refusedShort) && (
            <ShortOfBalance depositAction={depositAction} testId="payment-short" />
          )}
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={pay.isPending || balanceShort}
            data-testid="pay-balance"
            onClick={() => send({ method: 'balance' })}
          >
            {t('shop.payment.payBalance')}
          </button>
        </Tabs.Tab>
        <Tabs.Tab key="card" title={<span data-testid="pay-method-card">{t('shop.payment.card')}</span>}>
          <CardPayment
            total={total}
            available={available}
            busy={pay.isPending}
            refusedShort={refusedShort}
            depositAction={depositAction}
            ownCards={ownCards}
            onPay={(card) => send({ method: 'card', ...card })}
          />
        </Tabs.Tab>
      </Tabs>
    </div>
  )
}

/** The screen's picker of the member's own cards (the club feature): it fills the card fields. */
type OwnCards = (fill: (card: CardFields) => void) => ReactNode

/**
 * /payment/:orderNo: the amount due and the time left; pay from the USDT balance or with a shopping card.
 * `availableUsdt` (base units) comes from the screen (the assets feature); null while unknown.
 * `depositAction` (the screen's way to /deposit) stands beside 余额不足; `ownCards` heads the card tab.
 */
export function PaymentView({
  orderNo,
  availableUsdt,
  depositAction,
  ownCards,
}: {
  orderNo: string
  availableUsdt: bigint | null
  depositAction?: ReactNode
  ownCards?: OwnCards
}) {
  return (
    <OrderQueryState orderNo={orderNo} testId="payment">
      {(data) => (
        <PaymentBody
          order={data}
          available={availableUsdt}
          depositAction={depositAction}
          ownCards={ownCards}
        />
      )}
    </OrderQueryState>
  )
}
