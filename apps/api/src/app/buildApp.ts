import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify'
import fp from 'fastify-plugin'
import pino from 'pino'
import pinoPretty from 'pino-pretty'
import { authServiceFor } from '../modules/auth'
import { uploadedFilesRoutes } from '../modules/uploads'
import { authPlugin } from '../platform/http/auth'
import { errorHandlerPlugin } from '../platform/http/errorHandler'
import { logSerializers } from '../platform/http/logSerializers'
import { answerClientError, answerRouterError } from '../platform/http/routerErrors'
import { externalPluginsLayer } from '../platform/http/externalPlugins'
import { webAndNotFoundLayer } from '../platform/http/webAndNotFound'
import type { AppModule } from '../platform/module'
import type { AppServices } from '../platform/services'
import { appModules } from './modules'

export type BuildAppParameters = {
  services: AppServices
  /** The modules whose routes are mounted under /app; default every module of the product. */
  modules?: readonly AppModule[]
  /** Fastify logger option; defaults to pino at LOG_LEVEL. Tests pass false. */
  logger?: FastifyServerOptions['logger']
}

/** Trust the nearest `hops` proxies' X-Forwarded-For entries. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops

const servicesLayer = fp(
  async (app: FastifyInstance, { services }: { services: AppServices }) => {
    app.decorate('services', services)
  },
  { name: 'vita-services' },
)

/**
 * pino at LOG_LEVEL: errors without SQL parameters; JSON to an asynchronous stdout, or (LOG_FORMAT=pretty,
 * the development terminal) one coloured line a record.
 */
function rootLogger(config: AppServices['config']): FastifyBaseLogger {
  return pino(
    {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Errors are logged without SQL parameters (they may hold what a member typed).
      serializers: logSerializers,
    },
    config.logFormat === 'pretty'
      ? pinoPretty({ ignore: 'pid,hostname,reqId', translateTime: 'SYS:HH:MM:ss', singleLine: true })
      : // Asynchronous stdout: under load lines are batched into few writes instead of a write(2) each;
        // pino flushes what is pending when the process exits.
        pino.destination({ dest: 1, sync: false }),
  )
}

/**
 * The Fastify app in three layers: external plugins → app services (and the auth hook) → the modules'
 * routes under /app; then the web app and the not-found answer.
 */
export async function buildApp(parameters: BuildAppParameters): Promise<FastifyInstance> {
  const { config } = parameters.services
  const logging =
    parameters.logger !== undefined ? { logger: parameters.logger } : { loggerInstance: rootLogger(config) }
  const app = Fastify({
    ...logging,
    // One line per request (onResponse below) instead of fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The router's and the HTTP parser's refusals answer the envelope too, never echoing the URL.
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerClientError,
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
  await app.register(servicesLayer, { services: parameters.services })
  await app.register(authPlugin, { authenticate: authServiceFor(parameters.services).authenticate })
  for (const module of parameters.modules ?? appModules) {
    if (module.routes) await app.register(module.routes, { prefix: '/app' })
  }
  // Uploaded images at /uploads/<key>, unless UPLOADS_BASE_URL sends clients elsewhere (a CDN).
  await app.register(uploadedFilesRoutes, { config })
  await app.register(webAndNotFoundLayer, { webDistDir: config.webDistDir })
  return app
}
