import { z } from 'zod'

/** Where a member's wallet stands on the order contract's whitelist (club-rules §1). */
export const WHITELIST_STATUSES = ['queued', 'sent', 'whitelisted', 'unknown'] as const

/** GET /app/club/activation: until 'whitelisted' the buy screen says "activation pending". */
export const clubActivationSchema = z.object({ status: z.enum(WHITELIST_STATUSES) })
export type ClubActivation = z.infer<typeof clubActivationSchema>
