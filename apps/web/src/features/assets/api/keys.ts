import type { BillType, Currency } from '@vita/shared/schemas/assets'

export type BillFilters = { currency?: Currency | undefined; type?: BillType | undefined }

/** Query keys of the assets feature: balances, the bill log and the transfer UUID check. */
export const assetsKeys = {
  all: ['assets'] as const,
  balances: () => [...assetsKeys.all, 'balances'] as const,
  bills: (filters: BillFilters = {}) => [...assetsKeys.all, 'bills', filters] as const,
  billsAll: () => [...assetsKeys.all, 'bills'] as const,
  uuidCheck: (uuid: string) => [...assetsKeys.all, 'uuid-check', uuid.toLowerCase()] as const,
}
