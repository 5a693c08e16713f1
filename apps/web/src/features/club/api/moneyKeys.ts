/** Query keys of the club's buying, orders, dividends, rewards and cards (all under the club root). */
export const clubMoneyKeys = {
  all: ['club'] as const,
  rules: () => [...clubMoneyKeys.all, 'rules'] as const,
  purchase: () => [...clubMoneyKeys.all, 'purchase'] as const,
  orders: () => [...clubMoneyKeys.all, 'orders'] as const,
  order: (id: string) => [...clubMoneyKeys.all, 'order', id] as const,
  dividends: () => [...clubMoneyKeys.all, 'dividends'] as const,
  staticDividend: () => [...clubMoneyKeys.dividends(), 'static'] as const,
  dynamicDividend: () => [...clubMoneyKeys.dividends(), 'dynamic'] as const,
  dividendHistory: (kind: 'static' | 'dynamic') => [...clubMoneyKeys.dividends(), 'history', kind] as const,
  directRewards: () => [...clubMoneyKeys.all, 'direct-rewards'] as const,
  cards: () => [...clubMoneyKeys.all, 'cards'] as const,
  cardSecret: (id: string) => [...clubMoneyKeys.cards(), 'secret', id] as const,
  usableCards: () => [...clubMoneyKeys.cards(), 'usable'] as const,
}
