import { z } from 'zod'
import { baseUnitsSchema } from '../address'
import { pageSchema } from './assets'
import { pageQuery } from './input'

/** News is published by operators in both languages; the API answers in the caller's language. */
export const newsSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string().datetime(),
})
export const newsDetailSchema = newsSummarySchema.extend({ body: z.string() })
export type NewsSummary = z.infer<typeof newsSummarySchema>
export type NewsDetail = z.infer<typeof newsDetailSchema>
export const newsQuerySchema = pageQuery('rowId')
export const newsPageSchema = pageSchema(newsSummarySchema)
export const newsParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) })

/** Today's top members by new direct-invite purchases (club orders by members they invited). */
export const rankingEntrySchema = z.object({
  rank: z.number().int().positive(),
  /** Community number and a masked wallet address: enough to recognise, not to expose. */
  communityNumber: z.string(),
  maskedAddress: z.string(),
  purchases: z.number().int().nonnegative(),
  /** USDT value of those purchases, base units. */
  value: baseUnitsSchema,
})
export const dailyRankingSchema = z.object({
  /** The ranking day (YYYY-MM-DD) in the settlement time zone. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  timeZone: z.string(),
  entries: z.array(rankingEntrySchema),
  me: z.object({
    rank: z.number().int().positive().nullable(),
    purchases: z.number().int(),
    value: baseUnitsSchema,
  }),
})
export type DailyRanking = z.infer<typeof dailyRankingSchema>

/** Home screen: invite reward summary of the signed-in member. */
export const homeSummarySchema = z.object({
  directInvites: z.number().int().nonnegative(),
  inviteRewardTotal: baseUnitsSchema,
  inviteRewardToday: baseUnitsSchema,
})
export type HomeSummary = z.infer<typeof homeSummarySchema>
