/** Query keys of the swap feature's chain reads; everything under `all` is refreshed on each new block. */
export const swapKeys = {
  all: ['swap'] as const,
  reserves: (pool: string) => [...swapKeys.all, 'reserves', pool.toLowerCase()] as const,
  balances: (account: string) => [...swapKeys.all, 'balances', account.toLowerCase()] as const,
  permissions: (account: string) => [...swapKeys.all, 'permissions', account.toLowerCase()] as const,
  dpineBalance: (account: string) => [...swapKeys.all, 'dpine-balance', account.toLowerCase()] as const,
}
