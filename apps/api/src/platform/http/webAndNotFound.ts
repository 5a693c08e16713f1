import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ApiCode } from '@vita/shared'
import { failure } from './envelope'
import { loadRoutePages, pageLocale, sendIndexPage } from './routePreloads'

const isApiPath = (url: string) => url === '/app' || url.startsWith('/app/') || url.startsWith('/app?')
/**
 * A file of the build that is not there (a chunk of the previous deployment a page still running asks
 * for, a mistyped asset): a plain 404, never index.html, which a browser would refuse as a script or
 * style with a MIME error instead of the app noticing the missing chunk.
 */
const isBuildFilePath = (url: string) =>
  url.startsWith('/assets/') ||
  /\.(?:m?js|css|map|json|webmanifest|png|svg|ico|webp|woff2?)(?:[?#]|$)/.test(url)

/**
 * Serves the built SPA when WEB_DIST_DIR exists: hashed assets cached for a year (immutable),
 * index.html revalidated on every load (no-cache), and any other GET outside /app answered with
 * index.html so client routes (/invite/ABC) survive a reload. Unknown /app routes are 404 envelopes.
 * The build writes every text file also as `.br` and `.gz` (apps/web/vite.config.ts): `preCompressed`
 * picks the best one the request's Accept-Encoding allows (br, then gzip, else the plain file) with
 * its Content-Encoding and `Vary: accept-encoding` — for index.html from the not-found handler too,
 * since reply.sendFile negotiates the same way. The paths of the screens a visit usually starts on get
 * index.html with their screen's chunks preloaded and its prerendered shell (routePreloads.ts).
 */
async function webAndNotFound(app: FastifyInstance, { webDistDir }: { webDistDir: string }) {
  const serveWeb = existsSync(join(webDistDir, 'index.html'))
  const routePages = serveWeb ? loadRoutePages(webDistDir) : null
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      preCompressed: true,
      index: false,
      // The build's own records (.vite/manifest.json, .vite/route-preloads.json) are not the site's.
      dotfiles: 'ignore',
      setHeaders(reply, path) {
        const hashed = path.includes(`${join(webDistDir, 'assets')}`)
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    const pages = routePages?.find(new URL(request.url, 'http://localhost').pathname)
    if (pages)
      return sendIndexPage(
        request,
        reply,
        pages[pageLocale(request.headers.cookie, request.headers['accept-language'])],
      )
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html')
  }
  // `/` is a route of its own: the static files' wildcard route would otherwise take it as the build
  // folder (no index file is served: `/` gets its preloads like every client route).
  if (serveWeb) app.route({ method: ['GET', 'HEAD'], url: '/', handler: sendApp })
  app.setNotFoundHandler((request, reply) => {
    const clientRoute = !isApiPath(request.url) && !isBuildFilePath(request.url)
    if (serveWeb && (request.method === 'GET' || request.method === 'HEAD') && clientRoute) {
      return sendApp(request, reply)
    }
    return reply.status(404).send(failure(request, ApiCode.notFound, 'notFound'))
  })
}

export const webAndNotFoundLayer = fp(webAndNotFound, { name: 'vita-web-and-not-found' })
