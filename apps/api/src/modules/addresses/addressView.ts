import type { DeliveryAddress } from '@vita/shared/schemas/addresses'
import type { DeliveryAddressRow } from './tables'

/** The address as it leaves the server: its uuid as `id`, no member or row ids. */
export function toDeliveryAddressView(row: DeliveryAddressRow): DeliveryAddress {
  return {
    id: row.uuid,
    name: row.name,
    tel: row.tel,
    province: row.province,
    city: row.city,
    county: row.county,
    areaCode: row.areaCode,
    detail: row.detail,
    isDefault: row.isDefault,
  }
}
