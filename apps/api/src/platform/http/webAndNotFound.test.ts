import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preferredEncoding, webAndNotFoundLayer } from './webAndNotFound'

const INDEX = '<!doctype html><title>Vita</title>' + '<p>Vita Club</p>'.repeat(50)
const SCRIPT = 'export const vita = "club";\n'.repeat(200)

/** A build as apps/web/vite.config.ts writes it: every text file also as .br and .gz. */
function writeBuild(dir: string): void {
  mkdirSync(join(dir, 'assets'))
  const write = (file: string, text: string, compressed = true) => {
    writeFileSync(join(dir, file), text)
    if (!compressed) return
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(text))
    writeFileSync(join(dir, `${file}.gz`), gzipSync(text))
  }
  write('index.html', INDEX)
  write('assets/index-abc123.js', SCRIPT)
  write('assets/logo-abc123.png', 'not really a png', false)
}

describe('the web build served with precompressed brotli and gzip', () => {
  let dir: string
  let app: FastifyInstance
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vita-web-'))
    writeBuild(dir)
    app = Fastify()
    await app.register(webAndNotFoundLayer, { webDistDir: dir })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  })
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

  it('sends brotli when accepted, as the browsers ask, with its type, Vary and the immutable cache', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT)
  })

  it('sends gzip to a client without brotli, and the plain file without Accept-Encoding', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers.vary).toMatch(/accept-encoding/i)
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT)

    const plain = await get('/assets/index-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.body).toBe(SCRIPT)

    const identity = await get('/assets/index-abc123.js', 'identity')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body).toBe(SCRIPT)
  })

  it('falls back to the plain file when no compressed copy exists (images)', async () => {
    const res = await get('/assets/logo-abc123.png', 'br, gzip')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.body).toBe('not really a png')
  })

  it('serves index.html compressed and revalidated, at / and for client routes (not-found handler)', async () => {
    for (const url of ['/', '/index.html', '/invite/ABC', '/vita-club/team?tab=1']) {
      const res = await get(url, 'br, gzip')
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-encoding'], url).toBe('br')
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.headers.vary, url).toMatch(/accept-encoding/i)
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX)
    }
    const gz = await get('/swap', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX)
    const plain = await get('/swap')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['cache-control']).toBe('no-cache')
    expect(plain.body).toBe(INDEX)
  })

  it('answers HEAD like GET, and unknown /app routes with the 404 envelope, never index.html', async () => {
    const head = await app.inject({
      method: 'HEAD',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-encoding']).toBe('br')
    const missing = await get('/app/nothing-here', 'br')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-encoding']).toBeUndefined()
    expect(missing.json()).toMatchObject({ data: { reason: 'notFound' } })
  })
})

const PAGE =
  '<!doctype html><html><head><title>Vita</title>' +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>'
const SWAP_LINKS = [
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/SwapScreen-s1.js">',
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/AppTabBar-t1.js">',
  '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/SwapScreen-s1.css">',
]
const PRODUCT_LINK =
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/ProductDetailScreen-p1.js">'
const TEAM_LINK = '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/TeamScreen-m1.js">'
const PRELOADS = {
  routes: [
    { path: '/', js: ['/assets/TeamScreen-m1.js'], css: [] },
    {
      path: '/swap',
      js: ['/assets/SwapScreen-s1.js', '/assets/AppTabBar-t1.js'],
      css: ['/assets/SwapScreen-s1.css'],
    },
    { path: '/product/:id', js: ['/assets/ProductDetailScreen-p1.js'], css: [] },
  ],
}

describe('route-aware preloading: index.html with the route screen’s chunks (.vite/route-preloads.json)', () => {
  let dir: string
  let app: FastifyInstance
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vita-web-preloads-'))
    mkdirSync(join(dir, 'assets'))
    mkdirSync(join(dir, '.vite'))
    writeFileSync(join(dir, 'index.html'), PAGE)
    writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(PAGE))
    writeFileSync(join(dir, 'index.html.gz'), gzipSync(PAGE))
    writeFileSync(join(dir, 'assets/index-abc123.js'), SCRIPT)
    writeFileSync(join(dir, '.vite/route-preloads.json'), JSON.stringify(PRELOADS))
    app = Fastify()
    await app.register(webAndNotFoundLayer, { webDistDir: dir })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  })
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers })
  const html = (res: Awaited<ReturnType<typeof get>>) => {
    const encoding = res.headers['content-encoding']
    if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString()
    if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString()
    expect(encoding).toBeUndefined()
    return res.body
  }

  it('puts /swap’s modulepreload and style preload links in the head, the same in br, gzip and identity', async () => {
    const pages: string[] = []
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
      ['br;q=0, gzip;q=0.5', 'gzip'],
    ] as const) {
      const res = await get('/swap', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {})
      expect(res.statusCode, acceptEncoding).toBe(200)
      expect(res.headers['content-encoding'], acceptEncoding).toBe(encoding)
      expect(res.headers['content-type'], acceptEncoding).toMatch(/^text\/html/)
      expect(res.headers['cache-control'], acceptEncoding).toBe('no-cache')
      expect(res.headers.vary, acceptEncoding).toMatch(/accept-encoding/i)
      expect(Number(res.headers['content-length']), acceptEncoding).toBe(res.rawPayload.length)
      pages.push(html(res))
    }
    const page = pages[0]!
    for (const link of SWAP_LINKS) expect(page).toContain(link)
    expect(page.indexOf(SWAP_LINKS[0]!)).toBeLessThan(page.indexOf('</head>'))
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>')
    expect(page).not.toContain(PRODUCT_LINK)
    for (const other of pages) expect(other).toBe(page)
    // With a query string, the same page.
    expect(html(await get('/swap?from=DPINE', { 'accept-encoding': 'br' }))).toBe(page)
  })

  it('matches parameter routes (/product/:id) and /, and leaves unknown paths the plain index.html', async () => {
    const product = html(await get('/product/123', { 'accept-encoding': 'br' }))
    expect(product).toContain(PRODUCT_LINK)
    expect(product).not.toContain('SwapScreen')
    expect(html(await get('/', { 'accept-encoding': 'gzip' }))).toContain(TEAM_LINK)
    for (const url of ['/no-such-screen', '/product/123/more', '/product', '/swap/extra']) {
      const res = await get(url, { 'accept-encoding': 'br' })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.headers.vary, url).toMatch(/accept-encoding/i)
      expect(html(res), url).toBe(PAGE)
    }
    // Static files and the API keep their own answers.
    expect((await get('/assets/index-abc123.js')).body).toBe(SCRIPT)
    expect((await get('/index.html')).body).toBe(PAGE)
    expect((await get('/app/nothing-here')).statusCode).toBe(404)
  })

  it('answers HEAD with the headers only, and a matching If-None-Match with 304', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/swap', headers: { 'accept-encoding': 'br' } })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.body).toBe('')
    const first = await get('/swap', { 'accept-encoding': 'br' })
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+-br"$/)
    expect((await get('/swap', { 'accept-encoding': 'gzip' })).headers.etag).not.toBe(etag)
    const again = await get('/swap', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.vary).toMatch(/accept-encoding/i)
  })

  it('follows a rebuild under the running server (new index.html and preloads)', async () => {
    const rebuilt = {
      routes: PRELOADS.routes.map((r) =>
        r.path === '/swap' ? { ...r, js: ['/assets/SwapScreen-s2.js'] } : r,
      ),
    }
    writeFileSync(join(dir, '.vite/route-preloads.json'), JSON.stringify(rebuilt))
    const later = new Date(Date.now() + 5_000)
    utimesSync(join(dir, '.vite/route-preloads.json'), later, later)
    const page = html(await get('/swap', { 'accept-encoding': 'br' }))
    expect(page).toContain('href="/assets/SwapScreen-s2.js"')
    expect(page).not.toContain('SwapScreen-s1.js')
  })
})

describe('route preloads file that is not what the build writes', () => {
  it('serves the plain index.html for every client route', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vita-web-broken-'))
    mkdirSync(join(dir, '.vite'))
    writeFileSync(join(dir, 'index.html'), PAGE)
    writeFileSync(
      join(dir, '.vite/route-preloads.json'),
      JSON.stringify({ routes: [{ path: '/swap', js: ['"><script>'] }] }),
    )
    const app = Fastify()
    await app.register(webAndNotFoundLayer, { webDistDir: dir })
    const res = await app.inject({ method: 'GET', url: '/swap' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(PAGE)
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  })
})

describe('preferredEncoding', () => {
  it('weighs br and gzip by q, br on a tie, identity when neither is accepted', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip;q=1, br;q=0.8')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip')
    expect(preferredEncoding(' br ; q=0 , gzip ; q=0.1')).toBe('gzip')
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding('*;q=0')).toBe('identity')
    expect(preferredEncoding('deflate')).toBe('identity')
    expect(preferredEncoding(undefined)).toBe('identity')
    expect(preferredEncoding('')).toBe('identity')
  })
})
