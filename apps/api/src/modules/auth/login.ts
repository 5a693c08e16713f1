import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Address, Hex } from 'viem'
import { SESSION_TTL_SECONDS, type LoginResponse } from '@vita/shared'
import type { Db } from '../../db/client'
import type { ChainReader } from '../../app/chainReader'
import { invalidInput, unauthorized } from '../../app/domainError'
import { findMemberByInviteCode, toUserInfo, type Member } from '../members/findMember'
import { registerMember } from '../members/registerMember'
import { members } from '../members/schema'
import type { SiweBinding } from './issueLoginNonce'
import { openSession } from './openSession'
import { loginNonces } from './schema'
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

const referrer = alias(members, 'referrer')

/**
 * Signs a member in with a signed EIP-4361 message: read the nonce (with the member, one query),
 * verify, register a first-time address under its inviter, then consume the nonce and open the
 * session in one statement. A refused registration (code 7) leaves the nonce unconsumed, so the
 * member can add an invite code and retry without signing again. Registering before consuming is
 * safe: the signature already proved the address, and registration is idempotent per address.
 */
export async function login(ctx: LoginContext, p: LoginParameters): Promise<LoginResponse> {
  const [found] = await ctx.db
    .select({ issued: loginNonces, member: members, referrerUuid: referrer.uuid })
    .from(loginNonces)
    .leftJoin(members, eq(members.address, loginNonces.address))
    .leftJoin(referrer, eq(referrer.id, members.referrerId))
    .where(eq(loginNonces.nonce, p.nonce))
  const issued = found?.issued
  if (!issued || issued.consumedAt !== null || issued.address !== p.address)
    throw unauthorized('nonceInvalid')
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

  let member: Member | undefined = found.member
    ? { ...found.member, referrerUuid: found.referrerUuid }
    : undefined
  if (!member) {
    const inviter = p.inviteCode ? await findMemberByInviteCode(ctx.db, p.inviteCode) : undefined
    // Spec §8: a sign-in that would register without a (valid) invite code answers code 7.
    if (!inviter) throw invalidInput('inviteRequired')
    member = (await registerMember(ctx.db, { address: p.address, referrer: inviter })).member
  }

  const { token, claims } = signSessionToken(ctx.token, member.uuid, ctx.now, SESSION_TTL_SECONDS)
  const opened = await openSession(ctx.db, {
    nonce: p.nonce,
    jti: claims.jti,
    memberId: member.id,
    issuedAt: new Date(claims.iat * 1000),
    expiresAt: new Date(claims.exp * 1000),
    now: ctx.now,
  })
  if (!opened) throw unauthorized('nonceInvalid')
  return { token, userInfo: toUserInfo(member) }
}
