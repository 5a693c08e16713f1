/** The club's buying, orders, dividends, rewards and shopping card texts. */
export const clubMoneyZh = {
  clubMoney: {
    buyTitle: '购买',
  },
}
