/** Query keys of the sell feature's chain reads (refreshed on each new block). */
export const sellKeys = {
  all: ['sell'] as const,
  permissions: (account: string) => [...sellKeys.all, 'permissions', account.toLowerCase()] as const,
  balance: (account: string) => [...sellKeys.all, 'balance', account.toLowerCase()] as const,
}
