import { randomBytes } from 'node:crypto'
import { lt } from 'drizzle-orm'
import { createSiweMessage } from 'viem/siwe'
import type { Address } from 'viem'
import { LOGIN_NONCE_TTL_MS, type GetNonceResponse } from '@vita/shared'
import type { Db } from '../../db/client'
import { loginNonces } from './schema'

export type SiweBinding = { publicOrigin: string; chainId: number }

/** ASCII only (EIP-4361 statement grammar); wallets show it above the fields. */
export const SIWE_STATEMENT =
  'Sign in to Vita Club. This request will not trigger a transaction or cost any gas.'

/** Every this many nonces, expired ones are deleted (cheap housekeeping without a job). */
const PRUNE_EVERY = 256
let issuedSincePrune = 0

/** Issues a single-use, five-minute EIP-4361 message for `address`, bound to our origin and chain. */
export async function issueLoginNonce(
  db: Db,
  binding: SiweBinding,
  address: Address,
  now: Date,
): Promise<GetNonceResponse> {
  // 128 random bits as 32 hex chars: EIP-4361 wants ≥ 8 alphanumerics; viem's 96-char nonce exceeds the login schema's 64.
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = new Date(now.getTime() + LOGIN_NONCE_TTL_MS)
  const message = createSiweMessage({
    domain: new URL(binding.publicOrigin).host,
    uri: binding.publicOrigin,
    address,
    chainId: binding.chainId,
    nonce,
    issuedAt: now,
    expirationTime: expiresAt,
    statement: SIWE_STATEMENT,
    version: '1',
  })
  await db.insert(loginNonces).values({ nonce, address, message, issuedAt: now, expiresAt })
  if (++issuedSincePrune >= PRUNE_EVERY) {
    issuedSincePrune = 0
    await db
      .delete(loginNonces)
      .where(lt(loginNonces.expiresAt, new Date(now.getTime() - LOGIN_NONCE_TTL_MS)))
  }
  return { nonce, timestamp: now.getTime(), message }
}
