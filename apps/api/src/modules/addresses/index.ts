/**
 * Members' delivery addresses. Invariants: a member's live addresses have exactly one default while
 * there are any (the first is made it, moving it clears the previous one in the same transaction,
 * deleting it passes it to the newest remaining); every change of a member's addresses holds that
 * member's lock; another member's address is answered exactly like a missing one.
 */
export { addressesModule } from './module'
export {
  findMemberAddress,
  findMemberAddresses,
  type FindMemberAddressParameters,
  type FindMemberAddressReturnType,
} from './findMemberAddress'
