import { z } from 'zod'

/** Every API answer: `{code, msg, data}`; code 0 is success (spec §7). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data })
}

export type Envelope<T> = { code: number; msg: string; data: T }

/** Field errors returned with code 7 in `data`. */
export const fieldErrorsSchema = z.object({
  fields: z.array(z.object({ path: z.string(), message: z.string() })),
})
export type FieldErrors = z.infer<typeof fieldErrorsSchema>
