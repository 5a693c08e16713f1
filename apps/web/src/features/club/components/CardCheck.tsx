import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { isHttpError } from '../../../lib/httpError'
import { currentLocale } from '../../../lib/i18n'
import { reportError, showToast } from '../../../lib/notify'
import { useCheckCard } from '../api/checkCard'
import { cardCheckProblem, normaliseCardNumber } from '../cardCheckForm'
import { InfoRows } from './InfoRows'

/** /card-service: a card's status, value, remaining value and expiry by its number and secret. */
export function CardCheck() {
  const { t } = useTranslation()
  const check = useCheckCard()
  const [number, setNumber] = useState('')
  const [secret, setSecret] = useState('')
  const [touched, setTouched] = useState(false)
  const problem = cardCheckProblem(number, secret)
  const result = check.data
  const usdt = (value: string) => t('clubMoney.usdt', { amount: formatMoney(value, 2) })

  function submit() {
    setTouched(true)
    if (problem) return
    check.mutate(
      { number: normaliseCardNumber(number), secret: secret.trim() },
      {
        onError: (error) => {
          if (isHttpError(error) && error.failure.kind === 'envelope') reportError(error)
          else showToast(t('clubMoney.cardService.failed'), 'fail')
        },
      },
    )
  }

  return (
    <>
      <section className="card form-card" data-testid="card-check">
        <p className="field-hint">{t('clubMoney.cardService.intro')}</p>
        <div className="field">
          <label className="field-label" htmlFor="card-check-number">
            {t('clubMoney.cardService.number')}
          </label>
          <input
            id="card-check-number"
            className="field-input mono"
            inputMode="numeric"
            autoComplete="off"
            data-testid="card-check-number"
            placeholder={t('clubMoney.cardService.numberPlaceholder')}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="card-check-secret">
            {t('clubMoney.cardService.secret')}
          </label>
          <input
            id="card-check-secret"
            className="field-input mono"
            autoComplete="off"
            data-testid="card-check-secret"
            placeholder={t('clubMoney.cardService.secretPlaceholder')}
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
          />
        </div>
        {touched && problem && (
          <p className="field-error" role="alert" data-testid="card-check-problem">
            {t(`clubMoney.cardService.${problem}`)}
          </p>
        )}
        <Button
          block
          color="primary"
          data-testid="card-check-submit"
          loading={check.isPending}
          onClick={submit}
        >
          {t('clubMoney.cardService.check')}
        </Button>
      </section>
      {result && (
        <section className="card" data-testid="card-check-result" data-status={result.status}>
          <h3>{t('clubMoney.cardService.result')}</h3>
          <InfoRows
            rows={[
              {
                key: 'number',
                label: t('clubMoney.cards.number'),
                value: <span className="mono">{result.number}</span>,
              },
              {
                key: 'status',
                label: t('clubMoney.cards.status'),
                value: t(`clubMoney.cards.statusLabel.${result.status}`),
              },
              { key: 'value', label: t('clubMoney.cards.value'), value: usdt(result.value) },
              { key: 'remaining', label: t('clubMoney.cards.remaining'), value: usdt(result.remaining) },
              {
                key: 'expires',
                label: t('clubMoney.cards.expiresAt'),
                value: formatDateTime(result.expiresAt, currentLocale()),
              },
            ]}
          />
        </section>
      )}
      <Link className="link" to="/vita-club/cards" data-testid="my-cards-link">
        {t('clubMoney.cards.myCardsLink')}
      </Link>
    </>
  )
}
