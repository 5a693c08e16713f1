import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveWebBuild, type ServedWebBuild } from './webBuildTesting'

const INDEX = '<!doctype html><title>Vita</title>' + '<p>Vita Club</p>'.repeat(50)
const SCRIPT = 'export const vita = "club";\n'.repeat(200)

describe('the web build served with precompressed brotli and gzip', () => {
  let build: ServedWebBuild
  beforeAll(async () => {
    build = await serveWebBuild({
      'index.html': { body: INDEX },
      'assets/index-abc123.js': { body: SCRIPT },
      'assets/logo-abc123.png': { body: 'not really a png', compressed: false },
    })
  })
  afterAll(async () => {
    await build.close()
  })
  const get = (url: string, acceptEncoding?: string) =>
    build.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    })

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
    const head = await build.app.inject({
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

  it('answers a missing build file with a plain 404, not index.html (a chunk of a previous deployment)', async () => {
    for (const url of [
      '/assets/index-gone00.js',
      '/assets/style-gone00.css',
      '/sw-old.js',
      '/icon-gone.png',
    ]) {
      const missing = await get(url, 'br')
      expect(missing.statusCode, url).toBe(404)
      expect(missing.headers['content-type'], url).not.toMatch(/text\/html/)
    }
    // Client routes (no file extension) still get the app.
    const route = await get('/product/12', 'br')
    expect(route.statusCode).toBe(200)
    expect(route.headers['content-type']).toMatch(/text\/html/)
  })
})

describe('index.html with the chunks of the screen a path opens preloaded', () => {
  const HEAD_INDEX =
    '<!doctype html><html><head><title>Vita</title>\n  </head><body><div id="root"></div></body></html>'
  let build: ServedWebBuild
  beforeAll(async () => {
    build = await serveWebBuild({
      'index.html': { body: HEAD_INDEX },
      '.vite/route-preloads.json': {
        body: JSON.stringify({
          '/': ['/assets/TeamScreen-a1.js', '/assets/first-team-b2.js'],
          '/main': ['/assets/MainScreen-c3.js'],
          '/invite/:inviteCode': ['/assets/LoginScreen-d4.js'],
        }),
        compressed: false,
      },
    })
  })
  afterAll(async () => {
    await build.close()
  })
  const get = (url: string, headers: Record<string, string> = {}) =>
    build.app.inject({ method: 'GET', url, headers })
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])

  it('puts a modulepreload per chunk in the head, for the path only, in the encoding asked for', async () => {
    const root = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(root.statusCode).toBe(200)
    expect(root.headers['content-encoding']).toBe('br')
    expect(root.headers['content-type']).toMatch(/^text\/html/)
    expect(root.headers['cache-control']).toBe('no-cache')
    expect(root.headers.vary).toMatch(/accept-encoding/i)
    const html = brotliDecompressSync(root.rawPayload).toString()
    expect(preloads(html)).toEqual(['/assets/TeamScreen-a1.js', '/assets/first-team-b2.js'])
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'))

    const main = await get('/main?from=tab', { 'accept-encoding': 'gzip' })
    expect(main.headers['content-encoding']).toBe('gzip')
    expect(preloads(gunzipSync(main.rawPayload).toString())).toEqual(['/assets/MainScreen-c3.js'])
    expect(preloads((await get('/main')).body)).toEqual(['/assets/MainScreen-c3.js'])
    expect(
      (await get('/main', { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding'],
    ).toBeUndefined()

    // A route with a parameter: any value of that one segment.
    expect(preloads((await get('/invite/ABC')).body)).toEqual(['/assets/LoginScreen-d4.js'])
    expect(preloads((await get('/invite/ABC/more')).body)).toEqual([])
    expect(preloads((await get('/invite/')).body)).toEqual([])

    // Any other client route: index.html as built.
    const other = await get('/product/12', { 'accept-encoding': 'br' })
    expect(other.statusCode).toBe(200)
    expect(brotliDecompressSync(other.rawPayload).toString()).toBe(HEAD_INDEX)
  })

  it('revalidates with its ETag (304 when unchanged), and never serves the preload list itself', async () => {
    const first = await get('/main')
    const etag = first.headers.etag
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(etag).not.toBe((await get('/')).headers.etag)
    const again = await get('/main', { 'if-none-match': String(etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect((await get('/.vite/route-preloads.json')).statusCode).toBe(404)
  })
})

describe("the page of a path with its screen's prerendered shell, in the member's language", () => {
  const INDEX =
    '<!doctype html><html><head><title>Vita</title>\n  </head><body><div id="root"></div></body></html>'
  const page = (shell: string) =>
    `<!doctype html><html><head><style>.x{}</style></head><body>${shell}</body></html>`
  let build: ServedWebBuild
  beforeAll(async () => {
    build = await serveWebBuild({
      'index.html': { body: INDEX },
      '.vite/route-preloads.json': {
        body: JSON.stringify({ '/': ['/assets/TeamScreen-a1.js'], '/swap': ['/assets/SwapScreen-e5.js'] }),
        compressed: false,
      },
      '.vite/route-pages.json': {
        body: JSON.stringify({
          '/': { zh: page('<nav>团队</nav>'), en: page('<nav>Team</nav>') },
          '/swap': { zh: page('<nav>兑换</nav>'), en: page('<nav>Swap</nav>') },
          '/news/:id': { zh: page('<main>新闻</main>'), en: page('<main>News</main>') },
        }),
        compressed: false,
      },
    })
  })
  afterAll(async () => {
    await build.close()
  })
  const get = (url: string, headers: Record<string, string> = {}) =>
    build.app.inject({ method: 'GET', url, headers })

  it('sends the zh page unless the locale cookie says en, with the preloads in its head', async () => {
    const zh = await get('/swap')
    expect(zh.body).toBe(
      '<!doctype html><html><head><style>.x{}</style>  <link rel="modulepreload" crossorigin href="/assets/SwapScreen-e5.js">\n  </head><body><nav>兑换</nav></body></html>',
    )
    expect(zh.headers.vary).toMatch(/cookie/i)

    const en = await get('/swap', { cookie: 'other=1; vita_locale=en' })
    expect(en.body).toContain('<body><nav>Swap</nav></body>')
    expect(en.headers.etag).not.toBe(zh.headers.etag)
    // Anything else in the cookie is the default language.
    expect((await get('/swap', { cookie: 'vita_locale=de' })).body).toContain('<nav>兑换</nav>')
    // No choice stored: the browser's language, as the app follows it on a first visit (issue 33 item 4).
    const browser = await get('/swap', { 'accept-language': 'en-GB,en;q=0.9,zh;q=0.5' })
    expect(browser.body).toContain('<nav>Swap</nav>')
    expect(browser.headers.vary).toMatch(/accept-language/i)
    expect((await get('/swap', { 'accept-language': 'fr-FR,de;q=0.8' })).body).toContain('<nav>兑换</nav>')
    // The member's choice wins over the browser's.
    expect((await get('/swap', { cookie: 'vita_locale=zh', 'accept-language': 'en-US' })).body).toContain(
      '<nav>兑换</nav>',
    )

    // An alias as the build wrote it; a route with a parameter gets its pattern's page, without preloads.
    expect((await get('/')).body).toContain('<nav>团队</nav>')
    expect((await get('/news/42', { cookie: 'vita_locale=en' })).body).toBe(page('<main>News</main>'))
  })

  it('revalidates each language with its own ETag, and sends index.html where no page was built', async () => {
    const en = await get('/swap', { cookie: 'vita_locale=en' })
    expect(
      (await get('/swap', { cookie: 'vita_locale=en', 'if-none-match': String(en.headers.etag) })).statusCode,
    ).toBe(304)
    expect((await get('/swap', { 'if-none-match': String(en.headers.etag) })).statusCode).toBe(200)
    expect((await get('/product/12')).body).toBe(INDEX)
    expect((await get('/.vite/route-pages.json')).statusCode).toBe(404)
  })
})
