import { z } from 'zod'
import { getAddress, isAddress, type Address } from 'viem'

/**
 * An EVM address, parsed to its EIP-55 checksummed form. All lower case carries no checksum and is
 * accepted; mixed case must be a valid EIP-55 checksum (a typo in a pasted address is caught).
 */
export const addressSchema = z
  .string()
  .max(42)
  .refine((value) => isAddress(value, { strict: true }), { message: 'invalid address' })
  .transform((value) => getAddress(value) as Address)

/** Amounts in JSON are decimal strings of integer base units (no sign, no fraction). */
export const baseUnitsSchema = z
  .string()
  .max(78)
  .regex(/^(0|[1-9]\d*)$/, { message: 'amount must be a decimal string of base units' })

export const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/, { message: 'must be 0x-prefixed hex' })
