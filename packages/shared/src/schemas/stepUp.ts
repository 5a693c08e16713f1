import { z } from 'zod'

/** A zod error message for a missing field only: `messageKey` (an apiMessages key); others keep zod's. */
export const missingMeans = (messageKey: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? messageKey : undefined

/**
 * The step-up (../stepUp.ts): the member's EIP-712 signature over the request and its expiry (unix
 * seconds). Missing → stepUpRequired; malformed → the generic message.
 */
export const stepUpFields = {
  signature: z
    .string({ error: missingMeans('stepUpRequired') })
    .regex(/^0x[0-9a-fA-F]{130}$/, { error: 'signature must be 65 bytes of hex' }),
  expiry: z
    .number({ error: missingMeans('stepUpRequired') })
    .int()
    .positive()
    .max(2 ** 40),
}
