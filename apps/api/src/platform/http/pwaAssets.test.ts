/**
 * The installable app's files (apps/web/pwa.config.ts) as the API serves them: the service worker and
 * the manifests sit outside /assets, so they are revalidated on every load (no-cache) and a deployed
 * build's new service worker is seen at the next check; they are compressed like any text file.
 */
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveWebBuild, type ServedWebBuild } from './webBuildTesting'

const SW = 'importScripts("/workbox-1a2b3c4d.js");self.__precache=' + '[{"url":"index.html"}]'.repeat(40)
const WORKBOX = 'self.workbox = {};\n'.repeat(100)
const MANIFEST = JSON.stringify({
  name: 'Vita Club 会员俱乐部',
  short_name: 'Vita Club',
  display: 'standalone',
})
const MANIFEST_EN = JSON.stringify({ name: 'Vita Club', short_name: 'Vita Club', display: 'standalone' })
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000c0000000c0', 'hex')

describe('the service worker and manifests served by the API', () => {
  let build: ServedWebBuild
  // The PWA files of a build as vite-plugin-pwa and the precompression step write them.
  beforeAll(async () => {
    build = await serveWebBuild({
      'index.html': {
        body: '<!doctype html><link rel="manifest" href="/manifest.webmanifest"><div id="root"></div>',
      },
      'sw.js': { body: SW },
      'workbox-1a2b3c4d.js': { body: WORKBOX },
      'manifest.webmanifest': { body: MANIFEST },
      'manifest.en.webmanifest': { body: MANIFEST_EN },
      'pwa-192x192.png': { body: PNG, compressed: false },
      'assets/index-abc123.js': { body: 'export {}', compressed: false },
    })
  })
  afterAll(async () => {
    await build.close()
  })
  const get = (url: string, acceptEncoding = 'gzip, deflate, br, zstd') =>
    build.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } })

  it('revalidates /sw.js and its Workbox runtime on every load, as JavaScript, compressed', async () => {
    for (const [url, body] of [
      ['/sw.js', SW],
      ['/workbox-1a2b3c4d.js', WORKBOX],
    ] as const) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.headers['content-type'], url).toMatch(/^(text|application)\/javascript/)
      expect(res.headers['content-encoding'], url).toBe('br')
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(body)
    }
  })

  it('revalidates both manifests, typed application/manifest+json', async () => {
    for (const [url, body] of [
      ['/manifest.webmanifest', MANIFEST],
      ['/manifest.en.webmanifest', MANIFEST_EN],
    ] as const) {
      const res = await get(url, 'identity')
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.headers['content-type'], url).toMatch(/^application\/manifest\+json/)
      expect(res.body, url).toBe(body)
      expect(JSON.parse(res.body), url).toMatchObject({ short_name: 'Vita Club', display: 'standalone' })
    }
  })

  it('serves the icons as PNG, while hashed assets stay immutable', async () => {
    const icon = await get('/pwa-192x192.png')
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['content-type']).toBe('image/png')
    expect(icon.rawPayload.equals(PNG)).toBe(true)
    const asset = await get('/assets/index-abc123.js')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})
