import type { Address } from 'viem'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { ChainReader } from '../../app/chainReader'
import { unauthorized } from '../../app/domainError'
import { issueLoginNonce, siweMessageBuilder, type SiweBinding } from './issueLoginNonce'
import { login, type LoginParameters } from './login'
import { createSessionStore } from './sessionStore'
import { importSessionSecret, verifySessionToken, type SessionTokenOptions } from './sessionToken'

export type AuthServiceOptions = {
  db: Db
  config: Pick<Config, 'publicOrigin' | 'chainId' | 'jwtSecret'>
  chain: ChainReader | undefined
  now: () => Date
}

/** Sign-in with Ethereum and the sessions it opens. */
export function createAuthService({ db, config, chain, now }: AuthServiceOptions) {
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
  const buildMessage = siweMessageBuilder(binding)
  return {
    issueLoginNonce: (address: Address) => issueLoginNonce(db, buildMessage, address, now()),
    login: async (parameters: LoginParameters) =>
      login({ db, binding, token: await tokenOptions(), chain, now: now() }, parameters),
    /** The member and session behind a bearer token; 401 when invalid, expired or logged out. */
    async authenticate(bearer: string) {
      const at = now()
      const claims = await verifySessionToken(await tokenOptions(), bearer, at)
      const found = claims ? await sessions.findActive(claims.jti, at) : undefined
      if (!claims || !found || found.member.uuid !== claims.sub) throw unauthorized()
      return found
    },
    logout: (jti: string) => sessions.revoke(jti, now()),
  }
}
export type AuthService = ReturnType<typeof createAuthService>
