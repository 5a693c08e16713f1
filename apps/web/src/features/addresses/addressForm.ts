/**
 * The address form's rules as data (spec §3, §5): its values, the request body they make, the
 * shared rules' messages in the member's language (errors.ts: the spec's texts), and an API refusal
 * turned back into a field's message. The region lookup is passed in: the dataset loads with the form.
 */
import {
  DELIVERY_ADDRESS_FIELDS,
  UNCHOSEN_AREA_CODE,
  deliveryAddressMessages,
  validateDeliveryAddress,
  type DeliveryAddressField,
} from '@vita/shared/delivery/deliveryAddress'
import type { RegionLookup } from '@vita/shared/delivery/regions'
import { apiMessages } from '@vita/shared/errors'
import type { Locale } from '@vita/shared/locale'
import type { DeliveryAddress, DeliveryAddressBody } from '@vita/shared/schemas/addresses'
import { isHttpError } from '../../lib/httpError'

export type AddressFormValues = {
  name: string
  tel: string
  /** The picker's value: [province code, city code, county code], empty while none is chosen. */
  area: string[]
  detail: string
  isDefault: boolean
}

export const emptyAddressForm = (isDefault = false): AddressFormValues => ({
  name: '',
  tel: '',
  area: [],
  detail: '',
  isDefault,
})

/** The form's values of a saved address (its area found back in the dataset by code). */
export function addressFormValues(address: DeliveryAddress, regions: RegionLookup): AddressFormValues {
  return {
    name: address.name,
    tel: address.tel,
    area: regions.findCounty(address.areaCode)?.path ?? [],
    detail: address.detail,
    isDefault: address.isDefault,
  }
}

/** The request body: the area's names are the dataset's for the chosen county (000000 when none). */
export function addressBody(values: AddressFormValues, regions: RegionLookup): DeliveryAddressBody {
  const areaCode = values.area[2] ?? UNCHOSEN_AREA_CODE
  const county = regions.findCounty(areaCode)
  return {
    name: values.name,
    tel: values.tel,
    province: county?.province ?? '',
    city: county?.city ?? '',
    county: county?.county ?? '',
    areaCode,
    detail: values.detail,
    isDefault: values.isDefault,
  }
}

export type AddressFieldErrors = Partial<Record<DeliveryAddressField, string>>

/** Each failing field's message in `locale`, by the shared rules (the API's). */
export function addressFormErrors(
  values: AddressFormValues,
  regions: RegionLookup,
  locale: Locale,
): AddressFieldErrors {
  const issues = validateDeliveryAddress(addressBody(values, regions), regions)
  const errors: AddressFieldErrors = {}
  for (const field of DELIVERY_ADDRESS_FIELDS) {
    const key = issues[field]
    if (key) errors[field] = apiMessages[key][locale]
  }
  return errors
}

const isField = (value: unknown): value is DeliveryAddressField =>
  DELIVERY_ADDRESS_FIELDS.includes(value as DeliveryAddressField)

/** A save refused for one field (code 7, reason = the field's message): that field and its text. */
export function refusedField(
  error: unknown,
  locale: Locale,
): { field: DeliveryAddressField; message: string } | null {
  if (!isHttpError(error) || error.failure.kind !== 'envelope') return null
  const field = (error.failure.data as { field?: unknown } | null)?.field
  if (!isField(field) || error.failure.reason !== deliveryAddressMessages[field]) return null
  return { field, message: apiMessages[deliveryAddressMessages[field]][locale] }
}

/** One line of the address as shown in lists: province, city, county and detail. */
export const addressLine = (address: Pick<DeliveryAddress, 'province' | 'city' | 'county' | 'detail'>) =>
  `${address.province} ${address.city} ${address.county} ${address.detail}`
