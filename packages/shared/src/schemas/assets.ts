import { z } from 'zod'
import { addressSchema, baseUnitsSchema } from '../address'
import { parseMemberReference } from '../memberReference'
import { memoText, pageQuery, safeText } from './input'
import { stepUpFields } from './stepUp'

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

export { PAGE_SIZE_MAX } from './input'
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
  /** Held as node stakes until their release (club-rules §7). */
  staked: baseUnitsSchema,
  /** Dividends and rewards accrued and not claimed yet (club-rules §2). */
  claimable: baseUnitsSchema,
  /** Wallet balance on chain; "0" when the read failed (walletStale). */
  walletBalance: baseUnitsSchema,
  /** BSC chain contract balance (`getUserDPINEBalance`; "0" for USDT). */
  contractBalance: baseUnitsSchema,
  /**
   * available + pending + staked + claimable + walletBalance: everything the member holds, in the app and
   * in the wallet. contractBalance is the wallet's DPINE read through VitaOrder, so it is not added again.
   */
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
  /** What caused it, e.g. {type: 'member_transfer', id: '<ledger transfer id>'}; counterparty where one exists. */
  reference: z.object({ type: z.string(), id: z.string() }).nullable(),
  counterpartyUuid: z.string().uuid().nullable(),
  memo: z.string().nullable(),
  createdAt: z.string().datetime(),
})
export type Bill = z.infer<typeof billSchema>
export const billsQuerySchema = pageQuery('rowId').extend({
  currency: currencySchema.optional(),
  type: billTypeSchema.optional(),
})
export const billsPageSchema = pageSchema(billSchema)

/** UUID check on the transfer form: required; valid or invalid (spec §5). */
export const checkUuidQuerySchema = z.object({ uuid: safeText(64).min(1) })
export const checkUuidResponseSchema = z.object({ valid: z.boolean() })

/** A member's UUID, community number or wallet address (parseMemberReference), parsed to its kind. */
export const memberReferenceSchema = safeText(64).transform((text, ctx) => {
  const reference = parseMemberReference(text)
  if (reference) return reference
  ctx.issues.push({ code: 'custom', message: 'not a UUID, community number or wallet address', input: text })
  return z.NEVER
})

/**
 * POST /app/assets/transfer, with an Idempotency-Key header. The recipient is either `toUuid` (their
 * UUID: what the app sends once the member confirmed who it is, and what the step-up signs) or `to`
 * (their UUID, community number or wallet address); exactly one of the two.
 */
export const transferRequestSchema = z
  .object({
    toUuid: z.string().uuid().optional(),
    to: memberReferenceSchema.optional(),
    currency: currencySchema,
    amount: baseUnitsSchema,
    /** Shown to the recipient: bidi overrides stripped, no control characters. */
    memo: memoText(100),
    /** The step-up (stepUp.ts), required from the configured threshold on (GET /app/config stepUp). */
    signature: stepUpFields.signature.optional(),
    expiry: stepUpFields.expiry.optional(),
  })
  .refine((request) => (request.toUuid === undefined) !== (request.to === undefined), {
    message: 'exactly one of toUuid and to',
    path: ['to'],
  })

/**
 * GET /app/assets/transfer-recipient?to=…: who a transfer to `to` would pay, shown before confirming.
 * A malformed or unknown `to` answers memberNotFound (a refused reference looks like a missing one),
 * one's own cannotTransferToSelf, as the transfer does.
 */
export const transferRecipientQuerySchema = z.object({ to: safeText(64).min(1) })
export const transferRecipientSchema = z.object({
  uuid: z.string().uuid(),
  communityNumber: z.string(),
  /** 0x1234…abcd: enough to recognise, not to expose. */
  maskedAddress: z.string(),
})
export type TransferRecipient = z.infer<typeof transferRecipientSchema>
export const transferResponseSchema = z.object({
  transferId: z.string(),
  currency: currencySchema,
  amount: baseUnitsSchema,
  toUuid: z.string().uuid(),
  available: baseUnitsSchema,
  createdAt: z.string().datetime(),
})
export type TransferResponse = z.infer<typeof transferResponseSchema>
