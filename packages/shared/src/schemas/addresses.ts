/**
 * The delivery addresses' API contract (routes under /app/addresses, all with a bearer token; spec §3
 * "Address form"). Ids are UUIDs: another member's id, or a malformed one, answers 404 exactly like a
 * missing one (the `:id` schema is addressIdParamsSchema). The body's shape is checked here; the field
 * rules (delivery/deliveryAddress.ts, with the region dataset) by the route, answering the spec's
 * message as `reason` with the `field`.
 */
import { z } from 'zod'
import { isClubId } from './club'
import { missingMeans } from './stepUp'
import { controlCharacterIndex, isWellFormedText } from './input'

/** One of the member's addresses as the list and the checkout show it. */
export const deliveryAddressSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  tel: z.string(),
  province: z.string(),
  city: z.string(),
  county: z.string(),
  /** The county's 6-digit code in the region dataset. */
  areaCode: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
})
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>

/**
 * A text field: missing or far too long answers the field's own message (`messageKey`, a key of
 * errors.ts apiMessages); control characters and lone surrogates the generic one. `max` only bounds
 * the request: the exact limits are the shared rules'.
 */
const fieldText = (messageKey: string, max: number) =>
  z
    .string({ error: missingMeans(messageKey) })
    .max(max, { error: messageKey })
    .refine((value) => controlCharacterIndex(value) === -1, { error: 'must not contain control characters' })
    .refine(isWellFormedText, { error: 'must be well-formed text' })

/** POST /app/addresses and PUT /app/addresses/:id (the whole address). */
export const deliveryAddressBodySchema = z.object({
  name: fieldText('addressNameRequired', 200),
  tel: fieldText('addressTelInvalid', 40),
  province: fieldText('addressAreaRequired', 40),
  city: fieldText('addressAreaRequired', 40),
  county: fieldText('addressAreaRequired', 40),
  areaCode: fieldText('addressAreaRequired', 12),
  detail: fieldText('addressDetailRequired', 1000),
  /**
   * true makes it the default (the previous default stops being one). false never takes the default
   * away: a member with addresses always has one default (our reading of spec §3's isDefault).
   */
  isDefault: z.boolean().optional(),
})
export type DeliveryAddressBody = z.infer<typeof deliveryAddressBodySchema>

/** GET /app/addresses (the default first, then the newest); DELETE and POST …/default answer it too. */
export const deliveryAddressListSchema = z.object({ items: z.array(deliveryAddressSchema) })
export type DeliveryAddressList = z.infer<typeof deliveryAddressListSchema>

/** `:id` of an address route: not checked as a UUID, so a malformed id answers 404 like a missing one. */
export const addressIdParamsSchema = z.object({ id: z.string().max(64) })

/** Whether an address route's id can name anything (lookups answer 404 before the database otherwise). */
export const isAddressId = isClubId
