import type { Address, Hex } from 'viem'
import { SESSION_TTL_SECONDS, type LoginResponse } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import type { ChainReader } from '../../platform/chain/chainReader'
import { invalidInput, unauthorized } from '../../platform/http/domainError'
import { toUserInfo, type Member } from '../members'
import { normalizeInviteCode } from '../members'
import { registerMember } from '../members'
import type { SiweBinding } from './issueLoginNonce'
import { openSession } from './openSession'
import { rawQuery } from '../../platform/db/sql'
import { newMemberUuid, registerAndOpenSession } from './registerAndOpenSession'
import { signSessionToken, type SessionTokenClaims, type SessionTokenOptions } from './sessionToken'
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

type LoginLookupRow = {
  nonce_address: string
  message: string
  issued_at: Date
  consumed_at: Date | null
  id: string | number | bigint | null
  uuid: string | null
  address: string | null
  community_number: string | null
  invite_code: string | null
  referrer_id: string | number | bigint | null
  path: string | null
  depth: number | null
  level: number | null
  joined_at: Date | null
  referrer_uuid: string | null
  inviter_id: string | number | bigint | null
  inviter_uuid: string | null
  inviter_path: string | null
  inviter_depth: number | null
}

/**
 * The nonce, the member it was issued to (with the referrer's uuid) and, for an address that is not
 * a member yet, the inviter behind $2 (null: none): one read.
 */
const LOGIN_LOOKUP = `select n.address as nonce_address, n.message, n.issued_at, n.consumed_at,
    m.id, m.uuid, m.address, m.community_number, m.invite_code, m.referrer_id, m.path, m.depth,
    m.level, m.joined_at, r.uuid as referrer_uuid,
    i.id as inviter_id, i.uuid as inviter_uuid, i.path as inviter_path, i.depth as inviter_depth
  from login_nonces n
  left join members_referral_tree m on m.address = n.address
  left join members_referral_tree r on r.id = m.referrer_id
  left join members_referral_tree i on m.id is null and i.invite_code = $2
  where n.nonce = $1`

const toId = (value: string | number | bigint) => Number(value)

/**
 * Signs a member in with a signed EIP-4361 message: read the nonce (with the member and, for a new
 * address, the inviter: one query), verify, then consume the nonce and open the session in one
 * statement; a first-time address is registered under its inviter in that same statement (falling
 * back to registerMember + openSession if the insert conflicts). A refused registration (code 7)
 * leaves the nonce unconsumed, so the member can add an invite code and retry without signing again.
 * Registering before the nonce is found consumed is safe: the signature already proved the address,
 * and registration is idempotent per address. Three round trips per sign-in with get-nonce's insert.
 */
export async function login(ctx: LoginContext, p: LoginParameters): Promise<LoginResponse> {
  const inviteCode = p.inviteCode ? normalizeInviteCode(p.inviteCode) : null
  const [found] = await rawQuery(ctx.db)<LoginLookupRow>('vita_login_lookup', LOGIN_LOOKUP, [
    p.nonce,
    inviteCode,
  ])
  const issued = found
    ? {
        address: found.nonce_address,
        message: found.message,
        issuedAt: found.issued_at,
        consumedAt: found.consumed_at,
      }
    : undefined
  if (!found || !issued || issued.consumedAt !== null || issued.address !== p.address)
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

  let member: Member | undefined =
    found.id !== null
      ? {
          id: toId(found.id),
          uuid: found.uuid as string,
          address: found.address as string,
          communityNumber: found.community_number as string,
          inviteCode: found.invite_code as string,
          referrerId: found.referrer_id === null ? null : toId(found.referrer_id),
          path: found.path as string,
          depth: found.depth as number,
          level: found.level as number,
          joinedAt: found.joined_at as Date,
          referrerUuid: found.referrer_uuid,
        }
      : undefined
  if (!member) {
    const inviter =
      found.inviter_id !== null
        ? {
            id: toId(found.inviter_id),
            uuid: found.inviter_uuid as string,
            path: found.inviter_path as string,
            depth: found.inviter_depth as number,
          }
        : undefined
    // Spec §8: a sign-in that would register without a (valid) invite code answers code 7.
    if (!inviter) throw invalidInput('inviteRequired')
    const uuid = newMemberUuid()
    const { token, claims } = signSessionToken(ctx.token, uuid, ctx.now, SESSION_TTL_SECONDS)
    const registered = await registerAndOpenSession(ctx.db, {
      ...sessionFields(p.nonce, claims, ctx.now),
      address: p.address,
      uuid,
      referrer: inviter,
    })
    if (registered) {
      if (!registered.opened) throw unauthorized('nonceInvalid')
      return { token, userInfo: toUserInfo(registered.member) }
    }
    // The insert conflicted (registered concurrently, or an invite code collision): the general path.
    member = (await registerMember(ctx.db, { address: p.address, referrer: inviter })).member
  }

  const { token, claims } = signSessionToken(ctx.token, member.uuid, ctx.now, SESSION_TTL_SECONDS)
  const opened = await openSession(ctx.db, {
    ...sessionFields(p.nonce, claims, ctx.now),
    memberId: member.id,
  })
  if (!opened) throw unauthorized('nonceInvalid')
  return { token, userInfo: toUserInfo(member) }
}

const sessionFields = (nonce: string, claims: SessionTokenClaims, now: Date) => ({
  nonce,
  jti: claims.jti,
  issuedAt: new Date(claims.iat * 1000),
  expiresAt: new Date(claims.exp * 1000),
  now,
})
