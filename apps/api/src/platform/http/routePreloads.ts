import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'

/** Where the web build writes, per path, the chunks its screen's first paint needs (apps/web/routePreloads.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'

/** Keys are the app's route paths: literal segments and `:param` segments (/invite/:inviteCode). */
const routePreloadsSchema = z.record(
  z.string().regex(/^\/[^?#]*$/),
  z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
)

/** index.html for one path, with its preloads, ready in each encoding a browser may accept. */
type IndexPage = { plain: Buffer; br: Buffer; gzip: Buffer; etag: string }

/** The pages by route path, found for a request's path (a `:param` segment matches any one segment). */
export type RoutePages = { find(pathname: string): IndexPage | undefined }

function routePages(pages: Map<string, IndexPage>): RoutePages {
  const patterns = [...pages]
    .filter(([path]) => path.includes('/:'))
    .map(([path, page]) => ({ segments: path.split('/'), page }))
  return {
    find(pathname) {
      const exact = pages.get(pathname)
      if (exact) return exact
      const segments = pathname.split('/')
      return patterns.find(
        (pattern) =>
          pattern.segments.length === segments.length &&
          pattern.segments.every((part, i) =>
            part.startsWith(':') ? segments[i] !== '' : part === segments[i],
          ),
      )?.page
    },
  }
}

/**
 * index.html of each path the build names, with a `<link rel="modulepreload">` for every chunk of its
 * screen's first paint: the browser fetches them beside the entry's instead of after the entry has
 * loaded and run, which is a round trip and the entry's download later on a phone (bench/lighthouse.ts).
 * Built once at start; null without a build or without the file (an older build: plain index.html).
 */
export function loadRoutePages(webDistDir: string): RoutePages | null {
  const file = join(webDistDir, ROUTE_PRELOADS_FILE)
  if (!existsSync(file)) return null
  const preloads = routePreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  const index = readFileSync(join(webDistDir, 'index.html'), 'utf8')
  if (!index.includes('</head>')) throw new Error('index.html has no </head> to put the preloads before')
  const pages = new Map<string, IndexPage>()
  for (const [path, chunks] of Object.entries(preloads)) {
    const links = chunks
      .map((chunk) => `<link rel="modulepreload" crossorigin href="${chunk}">`)
      .join('\n    ')
    const plain = Buffer.from(index.replace('</head>', `  ${links}\n  </head>`))
    pages.set(path, {
      plain,
      br: brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      gzip: gzipSync(plain, { level: 9 }),
      etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
    })
  }
  return routePages(pages)
}

/** The encoding to send: brotli, then gzip, when Accept-Encoding allows it (q=0 refuses). */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(?:\.0*)?$/.test(q.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

/** Sends a path's index.html as the static files are sent: negotiated encoding, revalidated, with its ETag. */
export function sendIndexPage(request: FastifyRequest, reply: FastifyReply, page: IndexPage) {
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', page.etag)
    .type('text/html; charset=utf-8')
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send()
  const encoding = pickEncoding(request.headers['accept-encoding'])
  if (encoding) reply.header('content-encoding', encoding)
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.plain)
}
