import type { Config } from '../config'
import type { Database } from '../db/client'
import { createAuthService, type AuthService } from '../modules/auth/authService'
import type { ActiveSession } from '../modules/auth/sessionStore'
import type { Member } from '../modules/members/findMember'
import { createMembersService, type MembersService } from '../modules/members/membersService'
import type { ChainReader } from './chainReader'

/** The app-service layer: created once per app, decorated on the instance as `app.services`. */
export type AppServices = {
  config: Config
  database: Database
  chain: ChainReader | undefined
  now: () => Date
  members: MembersService
  auth: AuthService
}

export function createAppServices(options: {
  config: Config
  database: Database
  chain?: ChainReader | undefined
  now?: (() => Date) | undefined
}): AppServices {
  const now = options.now ?? (() => new Date())
  const { config, database, chain } = options
  return {
    config,
    database,
    chain,
    now,
    members: createMembersService(database.db),
    auth: createAuthService({ db: database.db, config, chain, now }),
  }
}

/** Who is calling, set by the `authenticate` hook on protected routes. */
export type RequestAuth = { member: Member; session: ActiveSession }

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices
    /** onRequest hook for routes that need a signed-in member (401 otherwise). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    auth: RequestAuth | null
  }
}
