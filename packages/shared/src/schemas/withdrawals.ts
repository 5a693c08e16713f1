import { z } from 'zod'
import { addressSchema, baseUnitsSchema } from '../address'
import { currencySchema, pageQuerySchema, pageSchema } from './assets'

/** Operator-set withdraw rules per currency (spec §3 "Withdrawal": fee, expected arrival, minimum). */
export const withdrawRulesSchema = z.object({
  currency: currencySchema,
  minimum: baseUnitsSchema,
  fee: baseUnitsSchema,
  /** Human text of the expected arrival, e.g. minutes after confirmation. */
  expectedArrivalMinutes: z.number().int().nonnegative(),
  enabled: z.boolean(),
})
export type WithdrawRules = z.infer<typeof withdrawRulesSchema>
export const withdrawRulesResponseSchema = z.object({ rules: z.array(withdrawRulesSchema) })

export const WITHDRAWAL_STATUSES = ['pending', 'broadcast', 'completed', 'failed'] as const
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES)
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>

/** POST /app/withdrawals, with an Idempotency-Key header. `amount` is what leaves the wallet balance; fee included. */
export const withdrawRequestSchema = z.object({
  currency: currencySchema,
  amount: baseUnitsSchema,
  address: addressSchema,
  note: z.string().max(200).optional(),
})

export const withdrawalSchema = z.object({
  id: z.string().uuid(),
  currency: currencySchema,
  /** Debited from the member: the amount requested. */
  amount: baseUnitsSchema,
  fee: baseUnitsSchema,
  /** What arrives on chain: amount − fee. */
  netAmount: baseUnitsSchema,
  address: addressSchema,
  note: z.string().nullable(),
  status: withdrawalStatusSchema,
  txHash: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
})
export type Withdrawal = z.infer<typeof withdrawalSchema>
export const withdrawalsQuerySchema = pageQuerySchema
export const withdrawalsPageSchema = pageSchema(withdrawalSchema)
export const withdrawalParamsSchema = z.object({ id: z.string().uuid() })
