import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { localeFromAcceptLanguage } from '@vita/shared'

/** Where the web build writes, per path, the chunks its screen's first paint needs (apps/web/routePreloads.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'
/** Where it writes, per path, index.html with the screen's prerendered shell in each language (apps/web/prerenderShells.ts). */
export const ROUTE_PAGES_FILE = '.vite/route-pages.json'
/** The cookie the web app keeps its language in (apps/web/src/lib/locale.ts), so the shell speaks it. */
export const LOCALE_COOKIE = 'vita_locale'

/** Keys are the app's route paths: literal segments and `:param` segments (/invite/:inviteCode). */
const routePreloadsSchema = z.record(
  z.string().regex(/^\/[^?#]*$/),
  z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
)

const routePagesSchema = z.record(
  z.string().regex(/^\/[^?#]*$/),
  z.object({ zh: z.string().includes('</head>'), en: z.string().includes('</head>') }),
)

type Locale = 'zh' | 'en'

/** index.html for one path, with its preloads and its shell, ready in each encoding a browser may accept. */
type IndexPage = { plain: Buffer; br: Buffer; gzip: Buffer; etag: string }

/** The page for each language. */
type LocalePages = Record<Locale, IndexPage>

/** The pages by route path, found for a request's path (a `:param` segment matches any one segment). */
export type RoutePages = { find(pathname: string): LocalePages | undefined }

/**
 * The language of a request's page: the one its cookie names (the member's choice), else its browser's
 * (Accept-Language, by the rule the web app applies to navigator.languages on a first visit: issue 33
 * item 4), else zh.
 */
export function pageLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((piece) => piece.trim())
    if (name === LOCALE_COOKIE) return value === 'en' ? 'en' : 'zh'
  }
  return localeFromAcceptLanguage(acceptLanguage)
}

function indexPage(html: string): IndexPage {
  const plain = Buffer.from(html)
  return {
    plain,
    br: brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(plain, { level: 9 }),
    etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
  }
}

function routePages(pages: Map<string, LocalePages>): RoutePages {
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
 * The page of each path the build names: index.html with the screen's prerendered shell in #root in
 * the request's language (its frame, tab bar and skeleton, styled by the rules it uses inline, painted
 * before any script has run; the web app hydrates it), and a `<link rel="modulepreload">` for every
 * chunk of the screen's first paint (the browser fetches them beside the entry's instead of after the
 * entry has loaded and run). Built once at start; null without a build or without the preload file
 * (an older build: plain index.html).
 */
export function loadRoutePages(webDistDir: string): RoutePages | null {
  const file = join(webDistDir, ROUTE_PRELOADS_FILE)
  if (!existsSync(file)) return null
  const preloads = routePreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  const pagesFile = join(webDistDir, ROUTE_PAGES_FILE)
  const built = existsSync(pagesFile)
    ? routePagesSchema.parse(JSON.parse(readFileSync(pagesFile, 'utf8')))
    : {}
  const index = readFileSync(join(webDistDir, 'index.html'), 'utf8')
  if (!index.includes('</head>')) throw new Error('index.html has no </head> to put the preloads before')
  const pages = new Map<string, LocalePages>()
  for (const path of new Set([...Object.keys(preloads), ...Object.keys(built)])) {
    const links = (preloads[path] ?? [])
      .map((chunk) => `<link rel="modulepreload" crossorigin href="${chunk}">`)
      .join('\n    ')
    const page = (locale: Locale) => {
      const html = built[path]?.[locale] ?? index
      return indexPage(links ? html.replace('</head>', `  ${links}\n  </head>`) : html)
    }
    pages.set(path, { zh: page('zh'), en: page('en') })
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
    .header('vary', 'accept-encoding, cookie, accept-language')
    .header('etag', page.etag)
    .type('text/html; charset=utf-8')
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send()
  const encoding = pickEncoding(request.headers['accept-encoding'])
  if (encoding) reply.header('content-encoding', encoding)
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.plain)
}
