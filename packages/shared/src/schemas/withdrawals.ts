import { zeroAddress } from 'viem'
import { z } from 'zod'
import { addressSchema, baseUnitsSchema } from '../address'
import { missingMeans, stepUpFields } from './stepUp'
import { CURRENCIES, currencySchema, pageSchema } from './assets'
import { memoText, pageQuery } from './input'

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

/** `parked`: the payout's outcome could not be proven on chain; an operator resolves it (no refund before). */
export const WITHDRAWAL_STATUSES = ['pending', 'broadcast', 'parked', 'completed', 'failed'] as const
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES)
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>

/**
 * A field that is missing or blank fails with `messageKey` (a key of errors.ts apiMessages: the API
 * answers that message, the spec's text); a value of the wrong type fails with the generic message.
 */
const requiredText = (messageKey: string, max: number) =>
  z
    .string({ error: missingMeans(messageKey) })
    .max(max)
    .trim()
    .min(1, { error: messageKey })

/**
 * POST /app/withdrawals, with an Idempotency-Key header; the route's body schema and the form's.
 * `amount` is what leaves the balance, fee included. Field order decides which message a form with
 * several blank fields gets (spec §5: all blank → 请填写完整信息; only the address → 请输入提现地址).
 */
export const withdrawRequestSchema = z.object({
  amount: requiredText('formIncomplete', 80).pipe(baseUnitsSchema),
  currency: requiredText('formIncomplete', 16).pipe(z.enum(CURRENCIES, { error: 'unsupportedToken' })),
  address: requiredText('withdrawAddressRequired', 64)
    .pipe(addressSchema)
    // The zero address burns: an ERC-20 transfer to it reverts, so it is refused up front.
    .refine((address) => address !== zeroAddress, { error: 'invalid address' }),
  /** Shown to operators and in the member's history: bidi overrides stripped, no control characters. */
  note: memoText(200),
  ...stepUpFields,
  /** The fee the member saw and signed; when it differs from the current one: stepUpFeeChanged. */
  fee: baseUnitsSchema.optional(),
})
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>

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
export const withdrawalsQuerySchema = pageQuery('timeAndUuid')
export const withdrawalsPageSchema = pageSchema(withdrawalSchema)
export const withdrawalParamsSchema = z.object({ id: z.string().uuid() })
