import { z } from 'zod'
import { baseUnitsSchema } from '../address'
import { sumProofFileSchema } from '../solvency/proofJson'
import { PAGE_SIZE_MAX } from './input'

const hex32 = z.string().regex(/^0x[0-9a-f]{64}$/)
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

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
