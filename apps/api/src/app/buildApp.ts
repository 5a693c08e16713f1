import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify'
import pino from 'pino'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { authRoutes } from '../modules/auth/routes'
import { membersRoutes } from '../modules/members/routes'
import { systemRoutes } from '../modules/system/routes'
import type { ChainReader } from './chainReader'
import { appServicesLayer } from './plugins/appServices'
import { errorHandlerPlugin } from './plugins/errorHandler'
import { externalPluginsLayer } from './plugins/externalPlugins'
import { webAndNotFoundLayer } from './plugins/webAndNotFound'
import { registerModuleRoutes, type ModuleRoutes } from './registerModuleRoutes'
import { createAppServices } from './services'

export type BuildAppParameters = {
  config: Config
  database: Database
  /** Chain access for health and EIP-1271; absent in most tests. */
  chain?: ChainReader | undefined
  /** Fastify logger option; defaults to pino at LOG_LEVEL. Tests pass false. */
  logger?: FastifyServerOptions['logger']
  /** The clock (tests move it to expire nonces and tokens). */
  now?: () => Date
  /** Extra modules' routes (ledger, chain, …), mounted under /app after the built-in ones. */
  modules?: readonly ModuleRoutes[]
}

/** Trust the nearest `hops` proxies' X-Forwarded-For entries. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops

/** Modules every app serves. */
export const coreModules: readonly ModuleRoutes[] = [systemRoutes, authRoutes, membersRoutes]

/** The Fastify app in three layers: external plugins → app services → module routes. */
export async function buildApp(parameters: BuildAppParameters): Promise<FastifyInstance> {
  const { config } = parameters
  const app = Fastify({
    logger: parameters.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Asynchronous stdout: under load lines are batched into few writes instead of a write(2)
      // each; pino flushes what is pending when the process exits.
      stream: pino.destination({ dest: 1, sync: false }),
    },
    // One line per request (onResponse below) instead of fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Bodies here are small JSON; anything bigger is an attack or a bug.
    bodyLimit: 64 * 1024,
    // Rate limits are per client IP: behind a reverse proxy TRUST_PROXY makes X-Forwarded-For count.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  })
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
        remoteAddress: request.ip,
      },
      'request completed',
    )
    done()
  })
  await app.register(errorHandlerPlugin)
  await app.register(externalPluginsLayer, { config })
  await app.register(appServicesLayer, {
    services: createAppServices({
      config,
      database: parameters.database,
      chain: parameters.chain,
      now: parameters.now,
    }),
  })
  await registerModuleRoutes(app, [...coreModules, ...(parameters.modules ?? [])])
  await app.register(webAndNotFoundLayer, { webDistDir: config.webDistDir })
  return app
}
