import { z } from 'zod'
import { addressSchema, baseUnitsSchema } from '../address'

/** In-app currencies held in the ledger. */
export const CURRENCIES = ['USDT', 'DPINE'] as const
export const currencySchema = z.enum(CURRENCIES)
export type Currency = z.infer<typeof currencySchema>

/** The spec's bill types (§3 "Bill record types"). */
export const BILL_TYPES = [
  'income',
  'expense',
  'invite_reward',
  'team_dividend',
  'static_earnings',
  'shopping_expense',
  'service_fee',
  'transfer',
  'withdraw',
] as const
export const billTypeSchema = z.enum(BILL_TYPES)
export type BillType = z.infer<typeof billTypeSchema>

/** Cursor pages: `limit` is capped; `nextCursor` is null on the last page. */
export const PAGE_SIZE_MAX = 100
export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
})
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() })
}

/** Spec §3 "Asset": per currency, ledger (available), wallet (on-chain) and contract balances. */
export const assetSchema = z.object({
  currency: currencySchema,
  /** Spendable in-app balance (ledger balance minus pending withdrawals). */
  available: baseUnitsSchema,
  /** Reserved by pending withdrawals. */
  pending: baseUnitsSchema,
  /** Wallet balance on chain; "0" when the read failed (walletStale). */
  walletBalance: baseUnitsSchema,
  /** BSC chain contract balance (`getUserDPINEBalance`; "0" for USDT). */
  contractBalance: baseUnitsSchema,
  /** available + pending + walletBalance + contractBalance. */
  total: baseUnitsSchema,
  walletStale: z.boolean(),
})
export type Asset = z.infer<typeof assetSchema>
export const assetsResponseSchema = z.object({ address: addressSchema, assets: z.array(assetSchema) })
export type AssetsResponse = z.infer<typeof assetsResponseSchema>
/** GET /app/assets/:symbol — an unknown symbol answers code 7 with 不支持的Token. */
export const assetParamsSchema = z.object({ symbol: z.string().max(16) })

/** One row of the bill log: a posted ledger entry of the member's account. */
export const billSchema = z.object({
  id: z.string(),
  currency: currencySchema,
  type: billTypeSchema,
  /** Signed decimal string of base units: negative for money leaving the account. */
  amount: z.string().regex(/^-?(0|[1-9]\d*)$/),
  balanceAfter: baseUnitsSchema,
  /** What caused it, e.g. {type: 'transfer', id: '<uuid>'}; counterparty where one exists. */
  reference: z.object({ type: z.string(), id: z.string() }).nullable(),
  counterpartyUuid: z.string().uuid().nullable(),
  memo: z.string().nullable(),
  createdAt: z.string().datetime(),
})
export type Bill = z.infer<typeof billSchema>
export const billsQuerySchema = pageQuerySchema.extend({
  currency: currencySchema.optional(),
  type: billTypeSchema.optional(),
})
export const billsPageSchema = pageSchema(billSchema)

/** UUID check on the transfer form: required; valid or invalid (spec §5). */
export const checkUuidQuerySchema = z.object({ uuid: z.string().min(1).max(64) })
export const checkUuidResponseSchema = z.object({ valid: z.boolean() })

/** POST /app/assets/transfer, with an Idempotency-Key header. */
export const transferRequestSchema = z.object({
  toUuid: z.string().uuid(),
  currency: currencySchema,
  amount: baseUnitsSchema,
  memo: z.string().max(100).optional(),
})
export const transferResponseSchema = z.object({
  transferId: z.string(),
  currency: currencySchema,
  amount: baseUnitsSchema,
  toUuid: z.string().uuid(),
  available: baseUnitsSchema,
  createdAt: z.string().datetime(),
})
export type TransferResponse = z.infer<typeof transferResponseSchema>
