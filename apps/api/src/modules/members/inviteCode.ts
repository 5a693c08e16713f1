import { randomInt } from 'node:crypto'

/** No 0/O, 1/I/L: codes are read aloud and typed on phones. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const INVITE_CODE_LENGTH = 10

/** 31^10 ≈ 8·10^14 codes from a CSPRNG: not enumerable, so an invite cannot be guessed. */
export function generateInviteCode(): string {
  let code = ''
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

/** Codes are compared case-insensitively (stored upper case). */
export function normalizeInviteCode(code: string): string {
  return code.trim().toUpperCase()
}
