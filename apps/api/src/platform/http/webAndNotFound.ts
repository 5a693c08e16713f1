import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { ApiCode } from '@vita/shared'
import { failure } from './envelope'

const isApiPath = (url: string) => url === '/app' || url.startsWith('/app/') || url.startsWith('/app?')

/** Written by the web build (apps/web/routePreloads.ts): per client route, its screen's chunks. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'
const assetHref = z.string().regex(/^\/[^"'<>\s]+$/)
const routePreloadsSchema = z.object({
  routes: z.array(
    z.object({ path: z.string().startsWith('/'), js: z.array(assetHref), css: z.array(assetHref) }),
  ),
})
type RoutePreload = z.infer<typeof routePreloadsSchema>['routes'][number]

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
type Encoding = 'br' | 'gzip' | 'identity'

/** br or gzip, whichever Accept-Encoding weighs more (br on a tie), else identity; `q=0` refuses. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token, ...parameters] = part.toLowerCase().split(';')
    const name = token?.trim()
    if (!name) continue
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined)
    weights.set(name, q === undefined ? 1 : Number(q) || 0)
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
  const br = weight('br')
  const gz = weight('gzip')
  if (br > 0 && br >= gz) return 'br'
  if (gz > 0) return 'gzip'
  return 'identity'
}

/** index.html with one route's preload links in its head, compressed once per encoding on demand. */
class IndexVariant {
  readonly html: Buffer
  readonly etag: string
  private readonly encoded = new Map<Encoding, Promise<Buffer>>()
  constructor(index: string, preload: RoutePreload) {
    const links = [
      ...preload.js.map(
        (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
      ),
      ...preload.css.map(
        (href) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${href}">`,
      ),
    ]
    const head = index.lastIndexOf('</head>')
    const html = head < 0 ? index : `${index.slice(0, head)}${links.join('\n    ')}\n  ${index.slice(head)}`
    this.html = Buffer.from(html)
    this.etag = createHash('sha256').update(this.html).digest('base64url').slice(0, 22)
  }
  body(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding)
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.html, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.html.length,
              },
            })
          : encoding === 'gzip'
            ? gzipAsync(this.html, { level: 9 })
            : Promise.resolve(this.html)
      this.encoded.set(encoding, body)
    }
    return body
  }
}

/**
 * The route preloads of the build in webDistDir, reloaded when index.html or the preloads file changes
 * (a rebuild under a running server). No file (an older build, dev): no variants, plain index.html.
 */
function routePreloadsOf(webDistDir: string) {
  const indexFile = join(webDistDir, 'index.html')
  const preloadsFile = join(webDistDir, ROUTE_PRELOADS_FILE)
  const parse = (json: string) => routePreloadsSchema.parse(JSON.parse(json)).routes
  const load = async (): Promise<Map<string, IndexVariant>> => {
    const [index, preloads] = await Promise.all([readFile(indexFile, 'utf8'), readFile(preloadsFile, 'utf8')])
    return new Map(parse(preloads).map((route) => [route.path, new IndexVariant(index, route)]))
  }
  let cache: { version: string; variants: Promise<Map<string, IndexVariant>> } | undefined
  return {
    /** The route paths of the build as it is at startup (none without the file, or with a broken one). */
    paths(log: FastifyBaseLogger): string[] {
      if (!existsSync(preloadsFile)) return []
      try {
        return parse(readFileSync(preloadsFile, 'utf8')).map((route) => route.path)
      } catch (error) {
        log.warn(
          { err: error, file: preloadsFile },
          'route preloads unreadable: client routes get the plain index.html',
        )
        return []
      }
    },
    /** The page for one route path; undefined when the build (now) has none for it. */
    async variant(path: string): Promise<IndexVariant | undefined> {
      const [indexStat, preloadsStat] = await Promise.all([stat(indexFile), stat(preloadsFile)])
      const version = `${indexStat.mtimeMs}:${preloadsStat.mtimeMs}`
      if (cache?.version !== version) {
        const variants = load()
        cache = { version, variants }
        variants.catch(() => {
          if (cache?.variants === variants) cache = undefined
        })
      }
      return (await cache.variants).get(path)
    },
  }
}

/**
 * Serves the built SPA when WEB_DIST_DIR exists: hashed assets cached for a year (immutable),
 * index.html revalidated on every load (no-cache), and any other GET outside /app answered with
 * index.html so client routes (/invite/ABC) survive a reload. Unknown /app routes are 404 envelopes.
 * The build writes every text file also as `.br` and `.gz` (apps/web/vite.config.ts): `preCompressed`
 * picks the best one the request's Accept-Encoding allows (br, then gzip, else the plain file) with
 * its Content-Encoding and `Vary: accept-encoding` — for index.html from the not-found handler too,
 * since reply.sendFile negotiates the same way.
 * Route-aware preloading: the build also lists each client route's screen chunks
 * (`.vite/route-preloads.json`, apps/web/routePreloads.ts). Each of those paths (`/product/:id`) is a
 * route here — Fastify's own router matches it — answering index.html with the screen's
 * `<link rel="modulepreload">` tags in its head, so the browser fetches the screen in parallel with the
 * entry instead of after it has run. They carry fetchpriority="low": the entry and its own preloads
 * (needed first, and for the first paint) keep the bandwidth; measured in bench/lighthouse.ts, high
 * priority cost ~1 s of FCP for at most a few tenths of LCP (within the noise). Each route's page is compressed once (brotli or gzip by
 * Accept-Encoding) and kept in memory. Without the file every client route gets the plain index.html.
 */
async function webAndNotFound(app: FastifyInstance, { webDistDir }: { webDistDir: string }) {
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html')
  const serveWeb = existsSync(join(webDistDir, 'index.html'))
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      preCompressed: true,
      setHeaders(reply, path) {
        const hashed = path.includes(`${join(webDistDir, 'assets')}`)
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
    const preloads = routePreloadsOf(webDistDir)
    for (const path of preloads.paths(app.log)) {
      if (isApiPath(path)) continue
      app.get(path, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
        // A build being replaced under the server (files missing for a moment): the plain page.
        const variant = await preloads.variant(path).catch(() => undefined)
        if (!variant) return sendIndex(reply)
        const encoding = preferredEncoding(request.headers['accept-encoding'])
        const etag = `"${variant.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`
        reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', etag)
        reply.type('text/html; charset=utf-8')
        if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.status(304).send()
        const body = await variant.body(encoding)
        if (encoding !== 'identity') reply.header('content-encoding', encoding)
        return reply.header('content-length', body.length).send(body)
      })
    }
  }
  app.setNotFoundHandler((request, reply) => {
    if (serveWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) {
      return sendIndex(reply)
    }
    return reply.status(404).send(failure(request, ApiCode.notFound, 'notFound'))
  })
}

export const webAndNotFoundLayer = fp(webAndNotFound, { name: 'vita-web-and-not-found' })
