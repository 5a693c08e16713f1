import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import { Redis } from 'ioredis'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod'
import { APP_VERSION } from '@vita/shared'
import type { Config } from '../../config'
import { tooManyRequests } from './rateLimits'
import { responseSerializerCompiler } from './responseSerializer'

/** The Content-Security-Policy the SPA runs under; the chain RPC origins are the only other hosts it talks to. */
/** The RPC endpoints the browser reads through: the public ones GET /app/config publishes. */
type CspConfig = Pick<Config, 'publicRpcUrl' | 'publicBackupRpcUrl' | 'publicOrigin'> &
  Partial<Pick<Config, 'uploadsBaseUrl'>>

export function contentSecurityPolicy(config: CspConfig) {
  const rpcOrigins = [config.publicRpcUrl, config.publicBackupRpcUrl].flatMap((url) =>
    url ? [new URL(url).origin] : [],
  )
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      // antd-mobile sets inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Uploaded images come from UPLOADS_BASE_URL: the app itself by default, or a CDN's origin.
      imgSrc: ["'self'", 'data:', 'blob:', ...uploadsOrigin(config.uploadsBaseUrl)],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...new Set(rpcOrigins)],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // Only on https: on plain http (a phone on the LAN) it would break every request.
      ...(config.publicOrigin.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
    },
  }
}

/** The origin of an absolute UPLOADS_BASE_URL; none for a path on the app's own origin. */
function uploadsOrigin(baseUrl: string | undefined): string[] {
  return baseUrl && /^https?:\/\//.test(baseUrl) ? [new URL(baseUrl).origin] : []
}

/** The helmet options every response is sent with. */
export function helmetOptions(config: CspConfig): HelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // The SPA loads its own assets only; cross-origin isolation would block wallet popups.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.publicOrigin.startsWith('https:'),
  }
}

/**
 * The headers helmet sets for `options`, computed once. They depend on nothing in the request (no CSP
 * nonces, no per-route options), and @fastify/helmet rebuilt the helmet middleware, re-parsing the CSP,
 * on every request. buildApp.test.ts checks they equal @fastify/helmet's.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

/** Layer 1: third-party plugins (security headers, CORS, rate limits, schemas, OpenAPI). */
async function externalPlugins(app: FastifyInstance, { config }: { config: Config }) {
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(responseSerializerCompiler)
  const securityHeaders = Object.entries(helmetHeaders(helmetOptions(config)))
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value)
    done()
  })
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language', 'Idempotency-Key'],
    maxAge: 600,
  })
  // Off globally; routes opt in with `config.rateLimit`. With REDIS_URL the counts live in Redis, so a
  // limit of N per minute holds across every replica; without it each process counts alone.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined
  if (redis) {
    redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'rate-limit store (Redis) error'))
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect())
    })
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'vita-rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: () => tooManyRequests(),
  })
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vita Club API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  })
}

export const externalPluginsLayer = fp(externalPlugins, { name: 'vita-external-plugins' })
