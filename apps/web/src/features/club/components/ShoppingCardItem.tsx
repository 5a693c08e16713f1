import { Button } from 'antd-mobile'
import type { ShoppingCard } from '@vita/shared/schemas/club'
import { useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import { copyText } from '../../../lib/clipboard'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { stepUpFailureNotice } from '../../../platform/wallet/stepUpFailure'
import { useStepUpSigner } from '../../../platform/wallet/useStepUpSigner'
import { getCardSecret } from '../api/getCardSecret'
import { groupCardNumber } from '../cardCheckForm'
import { cardSecretReducer, copyCard, hiddenSecret, secretText } from '../cardSecret'
import { InfoRows } from './InfoRows'

/**
 * One card: number, status, value, remaining, expiry, and the secret hidden until "show" (signed by the
 * wallet); "copy" then copies the number and the secret together.
 */
export function ShoppingCardItem({ card }: { card: ShoppingCard }) {
  const { t } = useTranslation()
  const [secret, dispatch] = useReducer(cardSecretReducer, hiddenSecret)
  const sign = useStepUpSigner()
  const usdt = (value: string) => t('clubMoney.usdt', { amount: formatMoney(value, 2) })

  async function show() {
    dispatch({ type: 'show' })
    try {
      dispatch({ type: 'loaded', secret: await getCardSecret({ card, sign }) })
    } catch (error) {
      dispatch({ type: 'failed' })
      showToast(
        stepUpFailureNotice(error, t('clubMoney.cards.secretFailed'), currentLocale()).message,
        'fail',
      )
    }
  }

  async function copy() {
    const format = (values: { number: string; secret: string }) => t('clubMoney.cards.copyText', values)
    const outcome = await copyCard(secret, card.number, format, copyText)
    if (outcome) showToast(t(`clubMoney.cards.${outcome}`), outcome === 'copied' ? 'success' : 'fail')
  }

  return (
    <li className="card club-card" data-testid="shopping-card" data-status={card.status}>
      <header className="card-title-row">
        <h3 className="mono" data-testid="shopping-card-number">
          {groupCardNumber(card.number)}
        </h3>
        <span className={`club-card-status club-card-${card.status}`}>
          {t(`clubMoney.cards.statusLabel.${card.status}`)}
        </span>
      </header>
      <div className="club-secret-row">
        <span>{t('clubMoney.cards.secret')}</span>
        <span className="mono" data-testid="shopping-card-secret" data-state={secret.kind}>
          {secretText(secret, t('clubMoney.cards.hidden'))}
        </span>
        {secret.kind === 'shown' ? (
          <>
            <Button size="mini" data-testid="shopping-card-hide" onClick={() => dispatch({ type: 'hide' })}>
              {t('clubMoney.cards.hide')}
            </Button>
            <Button size="mini" color="primary" data-testid="shopping-card-copy" onClick={() => void copy()}>
              {t('clubMoney.cards.copy')}
            </Button>
          </>
        ) : (
          <Button
            size="mini"
            data-testid="shopping-card-show"
            loading={secret.kind === 'loading'}
            onClick={() => void show()}
          >
            {t('clubMoney.cards.show')}
          </Button>
        )}
      </div>
      <InfoRows
        rows={[
          { key: 'value', label: t('clubMoney.cards.value'), value: usdt(card.value) },
          { key: 'remaining', label: t('clubMoney.cards.remaining'), value: usdt(card.remaining) },
          {
            key: 'expires',
            label: t('clubMoney.cards.expiresAt'),
            value: formatDateTime(card.expiresAt, currentLocale()),
          },
        ]}
      />
    </li>
  )
}
