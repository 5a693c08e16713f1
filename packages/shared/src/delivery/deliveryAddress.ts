/**
 * A delivery address's rules (spec §5), checked alike by the address form and by the API: name
 * required (请填写姓名), a valid phone (请填写正确的电话), an area chosen (请选择地区), a detailed
 * address of at most 200 characters (请填写详细地址). The region dataset is passed in (`RegionLookup`)
 * so this module stays small: the web app loads the dataset only with the form.
 */
import type { RegionLookup } from './regions'

/** Longest name kept (characters); the spec sets none, 30 fits any name on a parcel label. */
export const ADDRESS_NAME_MAX = 30
/** Spec §5: the detailed address holds at most 200 characters. */
export const ADDRESS_DETAIL_MAX = 200
/** Spec §3: areaCode 000000 means no area chosen. */
export const UNCHOSEN_AREA_CODE = '000000'

export type DeliveryAddressInput = {
  name: string
  tel: string
  province: string
  city: string
  county: string
  areaCode: string
  detail: string
}

export type DeliveryAddressField = 'name' | 'tel' | 'area' | 'detail'
export const DELIVERY_ADDRESS_FIELDS: readonly DeliveryAddressField[] = ['name', 'tel', 'area', 'detail']

/** The message (a key of errors.ts apiMessages: the spec's texts) each field fails with. */
export const deliveryAddressMessages = {
  name: 'addressNameRequired',
  tel: 'addressTelInvalid',
  area: 'addressAreaRequired',
  detail: 'addressDetailRequired',
} as const satisfies Record<DeliveryAddressField, string>
export type DeliveryAddressMessageKey = (typeof deliveryAddressMessages)[DeliveryAddressField]

/** The failing fields with their message keys, in form order; empty when the address may be saved. */
export type DeliveryAddressIssues = Partial<Record<DeliveryAddressField, DeliveryAddressMessageKey>>

/** Characters as the member sees them (code points), as PostgreSQL's char_length counts them. */
const length = (value: string) => [...value].length

/** Mainland mobile: 1[3-9] and 9 more digits, optionally after +86 or 86; no spaces or dashes. */
const MOBILE = /^(?:\+?86)?1[3-9]\d{9}$/
/** Landline: a 0, then digits or dashes, 10 to 13 characters in all (spec §5). */
const LANDLINE = /^0[\d-]{9,12}$/
/** Our reading of "digits or dashes": a dash separates digit groups, so none doubled and none last. */
const STRAY_DASH = /--|-$/

/** Whether `tel` (already trimmed) is a phone number spec §5 accepts. */
export function isValidTel(tel: string): boolean {
  return MOBILE.test(tel) || (LANDLINE.test(tel) && !STRAY_DASH.test(tel))
}

/** The input with its free text trimmed: what is checked and stored. */
export function normalizeDeliveryAddress<T extends DeliveryAddressInput>(input: T): T {
  return {
    ...input,
    name: input.name.trim(),
    tel: input.tel.trim(),
    detail: input.detail.trim(),
  }
}

function areaIssue(input: DeliveryAddressInput, regions: RegionLookup): boolean {
  if (input.areaCode === UNCHOSEN_AREA_CODE) return true
  const county = regions.findCounty(input.areaCode)
  return (
    !county ||
    county.province !== input.province ||
    county.city !== input.city ||
    county.county !== input.county
  )
}

/** Every failing field of `input` (trimmed first) with the message it shows. */
export function validateDeliveryAddress(
  input: DeliveryAddressInput,
  regions: RegionLookup,
): DeliveryAddressIssues {
  const value = normalizeDeliveryAddress(input)
  const failing: Record<DeliveryAddressField, boolean> = {
    name: value.name === '' || length(value.name) > ADDRESS_NAME_MAX,
    tel: !isValidTel(value.tel),
    area: areaIssue(value, regions),
    detail: value.detail === '' || length(value.detail) > ADDRESS_DETAIL_MAX,
  }
  const issues: DeliveryAddressIssues = {}
  for (const field of DELIVERY_ADDRESS_FIELDS)
    if (failing[field]) issues[field] = deliveryAddressMessages[field]
  return issues
}

/** The first failing field (form order) and its message, or null. */
export function firstDeliveryAddressIssue(
  issues: DeliveryAddressIssues,
): { field: DeliveryAddressField; messageKey: DeliveryAddressMessageKey } | null {
  const field = DELIVERY_ADDRESS_FIELDS.find((name) => issues[name])
  return field ? { field, messageKey: deliveryAddressMessages[field] } : null
}
