import { Button } from 'antd-mobile'
import type { UsableCards } from '@vita/shared/schemas/club'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { stepUpFailureNotice } from '../../../platform/wallet/stepUpFailure'
import { useStepUpSigner } from '../../../platform/wallet/useStepUpSigner'
import { getCardSecret } from '../api/getCardSecret'
import { useUsableCards } from '../api/getUsableCards'
import { groupCardNumber } from '../cardCheckForm'

export type PickedCard = { cardNumber: string; cardSecret: string }

/**
 * The payment screen's own cards (issue 33 item 11): each card that can pay now with what is left on it.
 * "Use" reveals its secret, signed by the wallet as on /vita-club/cards, and hands number and secret to
 * the payment form, where another card can still be typed. Nothing shows without a usable card.
 */
export function OwnCardPicker({ onPick }: { onPick: (card: PickedCard) => void }) {
  const { t } = useTranslation()
  const cards = useUsableCards()
  const sign = useStepUpSigner()
  const [picking, setPicking] = useState<string | null>(null)

  async function pick(card: UsableCards['cards'][number]) {
    setPicking(card.id)
    try {
      onPick({ cardNumber: card.number, cardSecret: await getCardSecret({ card, sign }) })
    } catch (error) {
      showToast(
        stepUpFailureNotice(error, t('clubMoney.cards.secretFailed'), currentLocale()).message,
        'fail',
      )
    } finally {
      setPicking(null)
    }
  }

  if (cards.isError)
    return (
      <p className="muted" data-testid="own-cards-error">
        {t('clubMoney.cards.loadFailed')}
      </p>
    )
  if (!cards.data?.cards.length) return null
  return (
    <section data-testid="own-cards">
      <p className="muted">{t('clubMoney.cards.ownCards')}</p>
      <ul className="plain-list">
        {cards.data.cards.map((card) => (
          <li key={card.id} className="club-secret-row" data-testid="own-card">
            <span className="mono" data-testid="own-card-number">
              {groupCardNumber(card.number)}
            </span>
            <span>{t('clubMoney.usdt', { amount: formatMoney(card.remaining, 2) })}</span>
            <Button
              size="mini"
              color="primary"
              data-testid="own-card-use"
              loading={picking === card.id}
              disabled={picking !== null}
              onClick={() => void pick(card)}
            >
              {t('clubMoney.cards.useCard')}
            </Button>
          </li>
        ))}
      </ul>
      <p className="muted">{t('clubMoney.cards.orEnterCard')}</p>
    </section>
  )
}
