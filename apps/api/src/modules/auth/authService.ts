import type { Address } from 'viem'
import type { AppServices } from '../../platform/services'
import { unauthorized } from '../../platform/http/domainError'
import type { Member } from '../members'
import { issueLoginNonce, siweMessageBuilder, type SiweBinding } from './issueLoginNonce'
import { login, type LoginParameters } from './login'
import { createSessionStore, type ActiveSession } from './sessionStore'
import { importSessionSecret, verifySessionToken, type SessionTokenOptions } from './sessionToken'
import { createVerifiedTokenCache } from './verifiedTokenCache'

declare module '../../platform/http/auth' {
  interface RequestAuth {
    member: Member
    session: ActiveSession
  }
}

/** Sign-in with Ethereum and the sessions it opens, bound to one app's services. */
export function createAuthService({ database, config, chain, now }: AppServices) {
  const { db } = database
  const binding: SiweBinding = { publicOrigin: config.publicOrigin, chainId: config.chainId }
  const rawSecret = new TextEncoder().encode(config.jwtSecret)
  const secret = importSessionSecret(config.jwtSecret)
  const tokenOptions = async (): Promise<SessionTokenOptions> => ({
    rawSecret,
    secret: await secret,
    issuer: config.publicOrigin,
    audience: config.publicOrigin,
  })
  const sessions = createSessionStore(db)
  // A signature is checked once per token (the session row still decides on every call).
  const verifiedTokens = createVerifiedTokenCache({ maxEntries: 100_000 })
  const buildMessage = siweMessageBuilder(binding)
  return {
    issueLoginNonce: (address: Address) => issueLoginNonce(db, buildMessage, address, now()),
    login: async (parameters: LoginParameters) =>
      login({ db, binding, token: await tokenOptions(), chain: chain?.probe, now: now() }, parameters),
    /** The member and session behind a bearer token; 401 when invalid, expired or logged out. */
    async authenticate(bearer: string) {
      const at = now()
      const claims = await verifiedTokens.verify(bearer, at, async () =>
        verifySessionToken(await tokenOptions(), bearer, at),
      )
      const found = claims ? await sessions.findActive(claims.jti, at) : undefined
      if (!claims || !found || found.member.uuid !== claims.sub) throw unauthorized()
      return { memberId: found.member.id, member: found.member, session: found.session }
    },
    logout: (jti: string) => sessions.revoke(jti, now()),
    /** Sign out everywhere: every session of the member, this one included. */
    logoutEverywhere: (memberId: number) => sessions.revokeAll(memberId, now()),
  }
}
export type AuthService = ReturnType<typeof createAuthService>

const services = new WeakMap<AppServices, AuthService>()
/** The auth service of these app services (one per app: its secret is imported once). */
export function authServiceFor(appServices: AppServices): AuthService {
  let service = services.get(appServices)
  if (!service) services.set(appServices, (service = createAuthService(appServices)))
  return service
}
