import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { QueryState } from '../../../components/QueryState'
import { useCards } from '../api/getCards'
import { EmptyState } from './EmptyState'
import { OrdersWithoutCard } from './OrdersWithoutCard'
import { ShoppingCardItem } from './ShoppingCardItem'

/** /vita-club/cards: my shopping cards, then the orders that may still generate one. */
export function CardList() {
  const { t } = useTranslation()
  const cards = useCards()
  return (
    <QueryState
      query={cards}
      loading={<Skeleton.Paragraph lineCount={8} animated />}
      errorText={t('clubMoney.cards.loadFailed')}
      testId="cards-error"
    >
      {(data) => (
        <>
          {data.cards.length === 0 ? (
            <EmptyState title={t('clubMoney.cards.empty')} testId="cards-empty" />
          ) : (
            <ul className="plain-list" data-testid="shopping-cards">
              {data.cards.map((card) => (
                <ShoppingCardItem key={card.id} card={card} />
              ))}
            </ul>
          )}
          <OrdersWithoutCard orders={data.ordersWithoutCard} />
          <Link className="link" to="/card-service" data-testid="card-service-link">
            {t('clubMoney.cards.serviceLink')}
          </Link>
        </>
      )}
    </QueryState>
  )
}
