import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import { SESSION_TTL_SECONDS, type LoginResponse } from '@vita/shared'
import type { Db } from '../../db/client'
import type { ChainReader } from '../../app/chainReader'
import { invalidInput, unauthorized } from '../../app/domainError'
import { findMemberByAddress, findMemberByInviteCode, toUserInfo } from '../members/findMember'
import { registerMember } from '../members/registerMember'
import type { SiweBinding } from './issueLoginNonce'
import { loginNonces, sessions } from './schema'
import { signSessionToken, type SessionTokenOptions } from './sessionToken'
import { verifySiweLogin } from './verifySiweLogin'

export type LoginParameters = {
  address: Address
  signature: Hex
  nonce: string
  timestamp: number
  inviteCode?: string | undefined
  message?: string | undefined
}
export type LoginContext = {
  db: Db
  binding: SiweBinding
  token: SessionTokenOptions
  chain: ChainReader | undefined
  now: Date
}

/**
 * Signs a member in with a signed EIP-4361 message. The nonce is consumed, the member registered
 * (first sign-in, invite code required) and the session stored in one transaction: of concurrent
 * logins with one nonce exactly one commits, and a refused registration leaves the nonce usable so
 * the member can retry with an invite code without signing again.
 */
export async function login(ctx: LoginContext, p: LoginParameters): Promise<LoginResponse> {
  const [issued] = await ctx.db.select().from(loginNonces).where(eq(loginNonces.nonce, p.nonce))
  if (!issued || issued.consumedAt !== null || issued.address !== p.address) throw unauthorized('nonceInvalid')
  // The timestamp the client echoes is the one get-nonce returned.
  if (issued.issuedAt.getTime() !== p.timestamp) throw unauthorized('nonceInvalid')
  await verifySiweLogin({
    binding: ctx.binding,
    message: p.message ?? issued.message,
    issuedMessage: issued.message,
    address: p.address,
    nonce: p.nonce,
    signature: p.signature,
    now: ctx.now,
    chain: ctx.chain,
  })

  return ctx.db.transaction(async (tx) => {
    const consumed = await tx
      .update(loginNonces)
      .set({ consumedAt: ctx.now })
      .where(and(eq(loginNonces.nonce, p.nonce), isNull(loginNonces.consumedAt), gt(loginNonces.expiresAt, ctx.now)))
      .returning({ nonce: loginNonces.nonce })
    if (consumed.length !== 1) throw unauthorized('nonceInvalid')
    let member = await findMemberByAddress(tx, p.address)
    if (!member) {
      const referrer = p.inviteCode ? await findMemberByInviteCode(tx, p.inviteCode) : undefined
      // Spec §8: a sign-in that would register without a (valid) invite code answers code 7.
      if (!referrer) throw invalidInput('inviteRequired')
      member = (await registerMember(tx, { address: p.address, referrer })).member
    }
    const { token, claims } = await signSessionToken(ctx.token, member.uuid, ctx.now, SESSION_TTL_SECONDS)
    await tx.insert(sessions).values({
      jti: claims.jti,
      memberId: member.id,
      issuedAt: new Date(claims.iat * 1000),
      expiresAt: new Date(claims.exp * 1000),
    })
    return { token, userInfo: toUserInfo(member) }
  })
}
