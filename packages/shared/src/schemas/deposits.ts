import { z } from 'zod'
import { baseUnitsSchema } from '../address'
import { currencySchema, pageSchema } from './assets'
import { pageQuery } from './input'

/**
 * A deposit from the member's wallet (VitaDeposit's Deposited log):
 * - `pending`: on chain, waiting for its confirmations (or, from a wallet that has not signed in yet, for
 *   its member) before it is credited;
 * - `credited`: in the member's available balance;
 * - `reversed`: the chain dropped its transaction after it was credited and the credit was taken back
 *   (it is credited again if the transaction is mined again);
 * - `review`: the chain dropped it after it was credited and spent: the credit stands, an operator reviews it.
 */
export const DEPOSIT_STATUSES = ['pending', 'credited', 'reversed', 'review'] as const
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES)
export type DepositStatus = z.infer<typeof depositStatusSchema>

export const depositSchema = z.object({
  id: z.string(),
  currency: currencySchema,
  amount: baseUnitsSchema,
  status: depositStatusSchema,
  txHash: z.string(),
  /** Blocks on top of the deposit's block, its own included, as far as the app has checked the chain. */
  confirmations: z.number().int().nonnegative(),
  /** Confirmations a deposit needs before it is credited (DEPOSIT_CONFIRMATIONS). */
  confirmationsRequired: z.number().int().positive(),
  /** The block's time. */
  createdAt: z.string().datetime(),
  creditedAt: z.string().datetime().nullable(),
})
export type Deposit = z.infer<typeof depositSchema>
export const depositsQuerySchema = pageQuery('rowId')
export const depositsPageSchema = pageSchema(depositSchema)
export type DepositsPage = z.infer<typeof depositsPageSchema>
