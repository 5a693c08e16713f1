import { z } from 'zod'
import { addressSchema, hexSchema } from '../address'
import { safeText } from './input'
import { userInfoSchema } from './member'

/** Invite codes are 8–16 characters of an unambiguous alphabet; checked loosely here, exactly by the API. */
export const inviteCodeSchema = z
  .string()
  .trim()
  .min(4)
  .max(32)
  .regex(/^[A-Za-z0-9]+$/)

export const getNonceRequestSchema = z.object({ address: addressSchema })
export const getNonceResponseSchema = z.object({
  nonce: z.string(),
  /** When the nonce was issued, in milliseconds since the epoch. */
  timestamp: z.number().int(),
  /** The EIP-4361 message the wallet signs. */
  message: z.string(),
})
export type GetNonceResponse = z.infer<typeof getNonceResponseSchema>

export const loginRequestSchema = z.object({
  address: addressSchema,
  signature: hexSchema.max(2 + 2 * 4096),
  /** EIP-4361 nonces are alphanumeric (ours: 32 hex characters). */
  nonce: z.string().regex(/^[A-Za-z0-9]{8,64}$/, { error: 'invalid nonce' }),
  timestamp: z.number().int().nonnegative(),
  inviteCode: z.union([inviteCodeSchema, z.literal('')]).optional(),
  /** The signed text; when omitted the server uses the message it issued for the nonce. */
  message: safeText(4096, { allow: ['\n'] }).optional(),
})
export type LoginRequest = z.input<typeof loginRequestSchema>

export const loginResponseSchema = z.object({ token: z.string(), userInfo: userInfoSchema })
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const checkRegisteredRequestSchema = z.object({ address: addressSchema })
export const checkRegisteredResponseSchema = z.object({ registered: z.boolean() })

export const authInfoResponseSchema = userInfoSchema.extend({
  sessionExpiresAt: z.string().datetime(),
})
export type AuthInfo = z.infer<typeof authInfoResponseSchema>

export const bindReferrerRequestSchema = z.object({ inviteCode: inviteCodeSchema })
