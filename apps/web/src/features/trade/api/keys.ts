/** Query keys of the trade feature's chain reads; everything under `all` is refreshed on each new block. */
export const tradeKeys = {
  all: ['trade'] as const,
  reserves: (pool: string) => [...tradeKeys.all, 'reserves', pool.toLowerCase()] as const,
  balances: (account: string) => [...tradeKeys.all, 'balances', account.toLowerCase()] as const,
  permissions: (account: string) => [...tradeKeys.all, 'permissions', account.toLowerCase()] as const,
  dpineBalance: (account: string) => [...tradeKeys.all, 'dpine-balance', account.toLowerCase()] as const,
}
