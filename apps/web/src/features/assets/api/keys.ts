import type { BillType, Currency } from '@vita/shared/schemas/assets'

export type BillFilters = { currency?: Currency | undefined; type?: BillType | undefined }

/** Query keys of the assets feature: balances, the bill log, wallet activity and the transfer's recipient. */
export const assetsKeys = {
  all: ['assets'] as const,
  balances: () => [...assetsKeys.all, 'balances'] as const,
  bills: (filters: BillFilters = {}) => [...assetsKeys.all, 'bills', filters] as const,
  billsAll: () => [...assetsKeys.all, 'bills'] as const,
  chainActivity: () => [...assetsKeys.all, 'chain-activity'] as const,
  /** `to` as memberReferenceText writes it, so every spelling of one member shares an entry. */
  transferRecipient: (to: string) => [...assetsKeys.all, 'transfer-recipient', to] as const,
}
