/**
 * A member as another member names them, e.g. the recipient of an internal transfer: their UUID, their
 * community number (C000001) or their wallet address. Parsed alike by the transfer form and by the API.
 */
import { getAddress, isAddress, type Address } from 'viem'

export type MemberReference =
  /** Lower case. */
  | { kind: 'uuid'; uuid: string }
  /** Upper case: C and at least six digits (members' communityNumberFor). */
  | { kind: 'communityNumber'; communityNumber: string }
  /** EIP-55 checksummed. */
  | { kind: 'address'; address: Address }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const COMMUNITY_NUMBER = /^C\d{6,16}$/i

/**
 * The reference `text` (trimmed) holds, or null when it is none of the three forms. An address is taken
 * in any case, checksummed or not (issue 33 item 8): members paste it from wallets that lower-case it,
 * and the transfer is confirmed against the member it names (community number and masked address).
 */
export function parseMemberReference(text: string): MemberReference | null {
  const value = text.trim()
  if (UUID.test(value)) return { kind: 'uuid', uuid: value.toLowerCase() }
  if (COMMUNITY_NUMBER.test(value)) return { kind: 'communityNumber', communityNumber: value.toUpperCase() }
  if (isAddress(value, { strict: false })) return { kind: 'address', address: getAddress(value) }
  return null
}

/** The reference written as parseMemberReference reads it back (UUID lower, community number upper, EIP-55). */
export function memberReferenceText(reference: MemberReference): string {
  switch (reference.kind) {
    case 'uuid':
      return reference.uuid
    case 'communityNumber':
      return reference.communityNumber
    case 'address':
      return reference.address
  }
}
