import { normaliseCardSecret } from '@vita/shared/club/cardSecret'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/TextField'
import { formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { useCheckShoppingCard } from '../api/checkShoppingCard'
import { shopErrorText } from '../orderRules'
import { cardFieldsIssue, paymentSplit } from '../payment'
import { ShortOfBalance } from './ShortOfBalance'

const issueTestId = { error: 'card-issue' }

export type CardFields = { cardNumber: string; cardSecret: string }

/**
 * The card fields, what the card covers and the rest from the balance; "pay" once the fields are valid.
 * 余额不足 (with `depositAction`) when the balance cannot pay the rest, or the API said so (`refusedShort`).
 * `ownCards` (the screen's picker of the member's own cards) fills both fields and checks the card;
 * typing another card stays possible.
 */
export function CardPayment({
  total,
  available,
  busy,
  refusedShort = false,
  depositAction,
  ownCards,
  onPay,
}: {
  total: bigint
  available: bigint | null
  busy: boolean
  refusedShort?: boolean
  depositAction?: ReactNode
  ownCards?: (fill: (card: CardFields) => void) => ReactNode
  onPay: (card: CardFields) => void
}) {
  const { t } = useTranslation()
  const [number, setNumber] = useState('')
  const [secret, setSecret] = useState('')
  const [touched, setTouched] = useState(false)
  const check = useCheckShoppingCard()
  const issue = cardFieldsIssue(number, secret)
  // The one issue found shows under the field it is about, once either field has been left.
  const shownIssue = touched ? issue : null
  const checked = check.data && check.data.number === number.trim() ? BigInt(check.data.remaining) : null
  const split = checked === null ? null : paymentSplit(total, checked, available)
  const usdt = (amount: bigint) => formatMoney(amount, 2)
  const fill = (card: CardFields) => {
    setNumber(card.cardNumber)
    setSecret(card.cardSecret)
    check.mutate({ number: card.cardNumber, secret: card.cardSecret })
  }
  return (
    <div className="shop-card-pay" data-testid="card-payment">
      {ownCards?.(fill)}
      <TextField
        label={t('shop.payment.cardNumber')}
        labelHidden
        testId="card-number"
        inputClassName="shop-input"
        inputMode="numeric"
        maxLength={16}
        placeholder={t('shop.payment.cardNumber')}
        value={number}
        onChange={(text) => setNumber(text.replace(/\D/g, ''))}
        onBlur={() => setTouched(true)}
        error={shownIssue === 'numberInvalid' && t('shop.payment.numberInvalid')}
        messageTestIds={issueTestId}
      />
      <TextField
        label={t('shop.payment.cardSecret')}
        labelHidden
        testId="card-secret"
        inputClassName="shop-input"
        maxLength={20}
        autoComplete="off"
        placeholder={t('shop.payment.cardSecret')}
        value={secret}
        onChange={(text) => setSecret(text.trim())}
        onBlur={() => setTouched(true)}
        error={shownIssue === 'secretInvalid' && t('shop.payment.secretInvalid')}
        messageTestIds={issueTestId}
      />
      {check.isError && (
        <p className="field-error" data-testid="card-check-error">
          {shopErrorText(check.error, t('shop.payment.checkFailed'), currentLocale())}
        </p>
      )}
      {split && (
        <dl className="summary" data-testid="card-split">
          <div className="summary-row">
            <dt>{t('shop.payment.card')}</dt>
            <dd data-testid="card-covers">{t('shop.payment.cardCovers', { amount: usdt(split.card) })}</dd>
          </div>
          <div className="summary-row">
            <dt>{t('shop.payment.balance')}</dt>
            <dd data-testid="balance-rest">
              {t('shop.payment.balanceRest', { amount: usdt(split.balance) })}
            </dd>
          </div>
        </dl>
      )}
      {(split?.shortOfBalance === true || refusedShort) && (
        <ShortOfBalance depositAction={depositAction} testId="card-short" />
      )}
      <div className="shop-row">
        <button
          type="button"
          className="btn"
          disabled={issue !== null || check.isPending}
          data-testid="card-check"
          onClick={() => check.mutate({ number: number.trim(), secret: normaliseCardSecret(secret) })}
        >
          {t('shop.payment.check')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={issue !== null || busy || split?.shortOfBalance === true}
          data-testid="pay-card"
          onClick={() => onPay({ cardNumber: number.trim(), cardSecret: normaliseCardSecret(secret) })}
        >
          {t('shop.payment.payCard')}
        </button>
      </div>
    </div>
  )
}
