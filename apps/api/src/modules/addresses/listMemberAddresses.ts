import type { DeliveryAddressList } from '@vita/shared/schemas/addresses'
import type { Db, Tx } from '../../platform/db/client'
import { toDeliveryAddressView } from './addressView'
import { selectMemberAddresses } from './memberAddresses'

export type ListMemberAddressesParameters = { memberId: number }
export type ListMemberAddressesReturnType = DeliveryAddressList

/** The member's live addresses: the default first, then the newest. */
export async function listMemberAddresses(
  db: Db | Tx,
  { memberId }: ListMemberAddressesParameters,
): Promise<ListMemberAddressesReturnType> {
  return { items: (await selectMemberAddresses(db, memberId)).map(toDeliveryAddressView) }
}
