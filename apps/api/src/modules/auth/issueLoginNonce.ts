import { randomBytes } from 'node:crypto'
import { createSiweMessage } from 'viem/siwe'
import type { Address } from 'viem'
import { LOGIN_NONCE_TTL_MS, type GetNonceResponse } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { rawQuery } from '../../platform/db/sql'

export type SiweBinding = { publicOrigin: string; chainId: number }

/** ASCII only (EIP-4361 statement grammar); wallets show it above the fields. */
export const SIWE_STATEMENT =
  'Sign in to Vita Club. This request will not trigger a transaction or cost any gas.'

/** Every this many nonces, expired ones are deleted (cheap housekeeping without a job). */
const PRUNE_EVERY = 256
let issuedSincePrune = 0

export type SiweMessageFields = { address: Address; nonce: string; issuedAt: Date; expiresAt: Date }

/**
 * The EIP-4361 text for our binding, byte-identical to viem's `createSiweMessage` with the same fields
 * (login.test.ts checks): built from a template so the hot path skips viem's per-call validation and
 * re-checksumming. The binding is validated once, by viem, when the builder is made; `address` must
 * already be checksummed (the request schema does that).
 */
export function siweMessageBuilder(binding: SiweBinding): (fields: SiweMessageFields) => string {
  const domain = new URL(binding.publicOrigin).host
  const sample = new Date(0)
  // Throws here (at startup) for a domain, URI or chain id viem would refuse.
  createSiweMessage({
    domain,
    uri: binding.publicOrigin,
    address: '0x0000000000000000000000000000000000000000',
    chainId: binding.chainId,
    nonce: '00000000',
    issuedAt: sample,
    expirationTime: sample,
    statement: SIWE_STATEMENT,
    version: '1',
  })
  const head = `${domain} wants you to sign in with your Ethereum account:\n`
  const middle = `\n\n${SIWE_STATEMENT}\n\nURI: ${binding.publicOrigin}\nVersion: 1\nChain ID: ${binding.chainId}\nNonce: `
  return ({ address, nonce, issuedAt, expiresAt }) =>
    `${head}${address}${middle}${nonce}\nIssued At: ${issuedAt.toISOString()}\nExpiration Time: ${expiresAt.toISOString()}`
}

const INSERT_NONCE = `insert into login_nonces (nonce, address, message, issued_at, expires_at)
  values ($1, $2, $3, $4::timestamptz, $5::timestamptz)`
const PRUNE_NONCES = 'delete from login_nonces where expires_at < $1::timestamptz'

/** Issues a single-use, five-minute EIP-4361 message for `address`, bound to our origin and chain. */
export async function issueLoginNonce(
  db: Db,
  buildMessage: (fields: SiweMessageFields) => string,
  address: Address,
  now: Date,
): Promise<GetNonceResponse> {
  // 128 random bits as 32 hex chars: EIP-4361 wants ≥ 8 alphanumerics; viem's 96-char nonce exceeds the login schema's 64.
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = new Date(now.getTime() + LOGIN_NONCE_TTL_MS)
  const message = buildMessage({ address, nonce, issuedAt: now, expiresAt })
  const query = rawQuery(db)
  await query('vita_insert_nonce', INSERT_NONCE, [
    nonce,
    address,
    message,
    now.toISOString(),
    expiresAt.toISOString(),
  ])
  if (++issuedSincePrune >= PRUNE_EVERY) {
    issuedSincePrune = 0
    await query('vita_prune_nonces', PRUNE_NONCES, [
      new Date(now.getTime() - LOGIN_NONCE_TTL_MS).toISOString(),
    ])
  }
  return { nonce, timestamp: now.getTime(), message }
}
