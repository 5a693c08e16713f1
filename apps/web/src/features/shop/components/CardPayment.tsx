import { normaliseCardSecret } from '@vita/shared/club/cardSecret'
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons'
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
 * typing another card stays possible. The secret is masked until the member shows it (the eye): whoever
 * sees it can spend the card.
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
  const [secretShown, setSecretShown] = useState(false)
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
    setSecretShown(false)
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
        type={secretShown ? 'text' : 'password'}
        inputClassName="shop-input"
        rowClassName="shop-secret-row"
        maxLength={20}
        autoComplete="off"
        placeholder={t('shop.payment.cardSecret')}
        value={secret}
        onChange={(text) => setSecret(text.trim())}
        onBlur={() => setTouched(true)}
        error={shownIssue === 'secretInvalid' && t('shop.payment.secretInvalid')}
        messageTestIds={issueTestId}
        trailing={
          <button
            type="button"
            className="shop-secret-toggle"
            aria-label={t(secretShown ? 'shop.payment.hideSecret' : 'shop.payment.showSecret')}
            aria-pressed={secretShown}
            data-testid="card-secret-toggle"
            onClick={() => setSecretShown((shown) => !shown)}
          >
            {secretShown ? <EyeOutline /> : <EyeInvisibleOutline />}
          </button>
        }
      />
      {check.isError && (
        <p className="field-error" data-testid="card-check-error">
          {shopErrorText(check.error, t('shop.payment.checkFailed'), currentLocale())}
        </p>
      )}
      {/* Each part names its payer (购物卡支付 30 USDT), so no row label repeats it. */}
      {split && (
        <p className="shop-card-split" data-testid="card-split">
          <span data-testid="card-covers">{t('shop.payment.cardCovers', { amount: usdt(split.card) })}</span>
          {' · '}
          <span data-testid="balance-rest">
            {t('shop.payment.balanceRest', { amount: usdt(split.balance) })}
          </span>
        </p>
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
