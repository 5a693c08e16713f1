import { z } from 'zod'
import { addressSchema, baseUnitsSchema } from '../address'
import { sumProofFileSchema } from '../solvency/proofJson'
import { PAGE_SIZE_MAX } from './input'

const hex32 = z.string().regex(/^0x[0-9a-f]{64}$/)
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** One reserve holding: what `address` held of `currency` at the reserves block (base units). */
export const solvencyHoldingSchema = z.object({
  /**
   * What the address is, a machine word the web app translates: by default payoutWallet,
   * staticDividendPool, centralBankPool, feePool, deposit; SOLVENCY_RESERVES may name others.
   */
  label: z.string(),
  address: addressSchema,
  currency: z.string(),
  amount: baseUnitsSchema,
})
export type SolvencyHolding = z.infer<typeof solvencyHoldingSchema>

/**
 * The reserves backing a day's liabilities: the configured addresses' token balances read at the chain
 * block `blockNumber` (decimal), and their totals per currency in the day's `currencies` order.
 */
export const solvencyReservesSchema = z.object({
  blockNumber: z.string().regex(/^\d+$/),
  holdings: z.array(solvencyHoldingSchema),
  totals: z.array(baseUnitsSchema),
})
export type SolvencyReserves = z.infer<typeof solvencyReservesSchema>

/**
 * The day's root on chain: SolvencyRegistry.publish sent by the operator key. `sent` until its
 * transaction is mined and confirmed, then `published` with the block it is in.
 */
export const solvencyPublicationSchema = z.object({
  registry: addressSchema,
  txHash: hex32,
  status: z.enum(['sent', 'published']),
  blockNumber: z.string().regex(/^\d+$/).nullable(),
})
export type SolvencyPublication = z.infer<typeof solvencyPublicationSchema>

/**
 * A day's liabilities snapshot (proof of solvency, docs/adr/008-solvency-snapshots.md): the Merkle sum
 * tree's root over every member's balances and its totals, in `currencies`' order.
 */
export const solvencyDaySchema = z.object({
  day: daySchema,
  root: hex32,
  memberCount: z.number().int().nonnegative(),
  currencies: z.array(z.string()),
  totals: z.array(baseUnitsSchema),
  takenAt: z.string().datetime(),
  /** Null when the day was taken without reading them (no chain configured, or before reserves existed). */
  reserves: solvencyReservesSchema.nullable(),
  /** Null until the publishing job has sent the day's root. */
  publication: solvencyPublicationSchema.nullable(),
})
export type SolvencyDay = z.infer<typeof solvencyDaySchema>

/** GET /solvency/days: newest first; the cursor is the last day of the previous page. */
export const solvencyDaysQuerySchema = z.object({
  cursor: daySchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
})
export const solvencyDaysPageSchema = z.object({
  items: z.array(solvencyDaySchema),
  nextCursor: daySchema.nullable(),
})
export type SolvencyDaysPage = z.infer<typeof solvencyDaysPageSchema>
export const solvencyDayParamsSchema = z.object({ day: daySchema })

/**
 * A member's own proof of a day: their salt (with their uuid it makes their leaf's commitment) and the
 * downloadable proof file, checked in the browser against the root the registry holds on chain.
 */
export const solvencyProofSchema = z.object({
  day: daySchema,
  memberUuid: z.string().uuid(),
  salt: hex32,
  file: sumProofFileSchema,
})
export type SolvencyProof = z.infer<typeof solvencyProofSchema>
