import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { unauthorized } from './domainError'

/**
 * Who is calling. The platform knows only the member id; the auth module adds the member and the
 * session by module augmentation (`declare module '…/platform/http/auth'`).
 */
export interface RequestAuth {
  readonly memberId: number
}

/** Turns a bearer token into the caller, or throws a 401 DomainError. */
export type Authenticate = (bearer: string) => Promise<RequestAuth>

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of routes only a signed-in member may call (401 otherwise); every answer of such a
     * route carries `Cache-Control: no-store`.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    auth: RequestAuth | null
  }
}

const BEARER = /^Bearer\s+(\S{1,4096})$/i

/** Decorates the app with the `authenticate` hook, backed by `authenticate`. */
export const authPlugin = fp(
  async (app: FastifyInstance, { authenticate }: { authenticate: Authenticate }) => {
    app.decorateRequest('auth', null)
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      // Set first, so a 401 or any later error is not cached either: what a member sees is theirs only.
      reply.header('cache-control', 'no-store')
      const header = request.headers.authorization
      const match = header ? BEARER.exec(header) : null
      if (!match?.[1]) throw unauthorized()
      request.auth = await authenticate(match[1])
    })
  },
  { name: 'vita-auth' },
)

/**
 * The handler of a signed-in member's route, given the caller. Fails closed: without the auth hook
 * (`onRequest: app.authenticate`) `request.auth` is null and every call is a 401.
 */
export function withAuth<Request extends FastifyRequest, Reply extends FastifyReply, Result>(
  handler: (request: Request, auth: RequestAuth, reply: Reply) => Promise<Result>,
): (request: Request, reply: Reply) => Promise<Result> {
  return async (request, reply) => {
    if (!request.auth) throw unauthorized()
    return handler(request, request.auth, reply)
  }
}
