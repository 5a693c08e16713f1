import { createHmac } from 'node:crypto'
import { bytesToHex, type Hex } from 'viem'

/**
 * A member's salt of a day: HMAC-SHA256(key, "vita-solvency:<day>:<member uuid>"). Derived, never stored
 * (docs/adr/008-solvency-snapshots.md); given only to the member, with their proof. A day's salts differ
 * from another day's, so one member's leaves cannot be linked across days.
 */
export function memberSalt(saltKey: string, day: string, memberUuid: string): Hex {
  return bytesToHex(memberSaltBytes(saltKey, day, memberUuid))
}

/** memberSalt's 32 bytes, for the snapshot's committer (no hex between the HMAC and the hash). */
export function memberSaltBytes(saltKey: string, day: string, memberUuid: string): Uint8Array {
  return createHmac('sha256', saltKey).update(`vita-solvency:${day}:${memberUuid}`).digest()
}
