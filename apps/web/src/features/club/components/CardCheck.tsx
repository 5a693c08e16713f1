import { Button } from 'antd-mobile'
import { normaliseCardSecret } from '@vita/shared/club/cardSecret'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { TextField } from '../../../components/TextField'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { isHttpError } from '../../../lib/httpError'
import { currentLocale } from '../../../lib/i18n'
import { reportError, showToast } from '../../../lib/notify'
import { useCheckCard } from '../api/checkCard'
import { cardCheckProblem, normaliseCardNumber } from '../cardCheckForm'
import { InfoRows } from './InfoRows'

const problemTestId = { error: 'card-check-problem' }

/** /card-service: a card's status, value, remaining value and expiry by its number and secret. */
export function CardCheck() {
  const { t } = useTranslation()
  const check = useCheckCard()
  const [number, setNumber] = useState('')
  const [secret, setSecret] = useState('')
  const [touched, setTouched] = useState(false)
  const problem = cardCheckProblem(number, secret)
  // The one problem found shows under the field it is about.
  const shownProblem = touched ? problem : null
  const result = check.data
  const usdt = (value: string) => t('clubMoney.usdt', { amount: formatMoney(value, 2) })

  function submit() {
    setTouched(true)
    if (problem) return
    check.mutate(
      { number: normaliseCardNumber(number), secret: normaliseCardSecret(secret) },
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
        <TextField
          label={t('clubMoney.cardService.number')}
          testId="card-check-number"
          mono
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('clubMoney.cardService.numberPlaceholder')}
          value={number}
          onChange={setNumber}
          error={shownProblem === 'invalidNumber' && t('clubMoney.cardService.invalidNumber')}
          messageTestIds={problemTestId}
        />
        <TextField
          label={t('clubMoney.cardService.secret')}
          testId="card-check-secret"
          mono
          autoComplete="off"
          placeholder={t('clubMoney.cardService.secretPlaceholder')}
          value={secret}
          onChange={setSecret}
          error={shownProblem === 'invalidSecret' && t('clubMoney.cardService.invalidSecret')}
          messageTestIds={problemTestId}
        />
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
