import { isAddressEqual, type Address, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { unauthorized } from '../../platform/http/domainError'
import type { ChainReader } from '../../platform/chain/chainReader'
import type { SiweBinding } from './issueLoginNonce'
import { recoverPersonalSignerLowercase } from './recoverPersonalSigner'

export type VerifySiweLoginParameters = {
  binding: SiweBinding
  /** The text the wallet signed. */
  message: string
  /** The text we issued for this nonce. */
  issuedMessage: string
  address: Address
  nonce: string
  signature: Hex
  now: Date
  chain: ChainReader | undefined
}

/**
 * Checks an EIP-4361 sign-in: the text is the one we issued (so nothing was altered), bound to our
 * domain, origin and chain, for this address and nonce, inside its validity window, and signed by
 * the address: locally for EOAs (no RPC), through EIP-1271 for contract wallets. Throws 401.
 */
export async function verifySiweLogin(p: VerifySiweLoginParameters): Promise<void> {
  if (p.message !== p.issuedMessage) throw unauthorized('signatureInvalid')
  const fields = parseSiweMessage(p.message)
  const origin = new URL(p.binding.publicOrigin)
  if (fields.domain !== origin.host || fields.uri !== p.binding.publicOrigin)
    throw unauthorized('signatureInvalid')
  if (fields.chainId !== p.binding.chainId) throw unauthorized('signatureInvalid')
  if (fields.nonce !== p.nonce) throw unauthorized('nonceInvalid')
  if (!fields.address || !isAddressEqual(fields.address, p.address)) throw unauthorized('signatureInvalid')
  const now = p.now.getTime()
  if (!fields.issuedAt || fields.issuedAt.getTime() > now) throw unauthorized('nonceInvalid')
  if (fields.notBefore && fields.notBefore.getTime() > now) throw unauthorized('nonceInvalid')
  if (!fields.expirationTime || fields.expirationTime.getTime() <= now) throw unauthorized('nonceInvalid')
  if (!(await isSignedBy(p.address, p.message, p.signature, p.chain))) throw unauthorized('signatureInvalid')
}

async function isSignedBy(
  address: Address,
  message: string,
  signature: Hex,
  chain: ChainReader | undefined,
): Promise<boolean> {
  const signer = recoverPersonalSignerLowercase(message, signature)
  if (signer && signer === address.toLowerCase()) return true
  // Not this EOA's signature: it may still be a contract wallet's.
  if (!chain) return false
  try {
    const code = await chain.getCode({ address })
    if (!code || code === '0x') return false
    return await chain.verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}
