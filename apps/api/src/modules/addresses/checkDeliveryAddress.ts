import {
  firstDeliveryAddressIssue,
  normalizeDeliveryAddress,
  validateDeliveryAddress,
  type DeliveryAddressInput,
} from '@vita/shared/delivery/deliveryAddress'
import { chinaRegions } from '@vita/shared/delivery/regions'
import { invalidInput, type DomainError } from '../../platform/http/domainError'

/** invalidInput (400, code 7): `reason` is the first failing field's message (spec §5), with `field`. */
export type CheckDeliveryAddressErrorType = DomainError

/** The address trimmed, after the shared rules (the form's) passed; otherwise throws the first issue. */
export function checkDeliveryAddress<T extends DeliveryAddressInput>(input: T): T {
  const issue = firstDeliveryAddressIssue(validateDeliveryAddress(input, chinaRegions))
  if (issue) throw invalidInput(issue.messageKey, { field: issue.field })
  return normalizeDeliveryAddress(input)
}
