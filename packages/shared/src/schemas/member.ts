import { z } from 'zod'
import { addressSchema } from '../address'

/** What the client knows of the signed-in member (spec §3 "User"). */
export const userInfoSchema = z.object({
  uuid: z.string().uuid(),
  communityNumber: z.string(),
  walletAddress: addressSchema,
  inviteCode: z.string(),
  referrerUuid: z.string().uuid().nullable(),
  level: z.number().int().min(0),
  joinedAt: z.string().datetime(),
})
export type UserInfo = z.infer<typeof userInfoSchema>
