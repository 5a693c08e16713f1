/** The manifests and service worker options of pwa.config.ts against the files and styles they name. */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { manifestEn, manifestZh, NETWORK_ONLY_NAVIGATIONS } from '../../../pwa.config'

const webRoot = resolve(import.meta.dirname, '../../..')
const read = (path: string) => readFileSync(resolve(webRoot, path))

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): string {
  const png = read(path)
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`
}

describe('the web app manifests', () => {
  it('are installable: standalone, start_url within scope, 192 and 512 icons and a maskable one', () => {
    for (const manifest of [manifestZh, manifestEn]) {
      expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone' })
      const icons = manifest.icons ?? []
      expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ])
      for (const icon of icons) expect(pngSize(`public${icon.src}`)).toBe(icon.sizes)
    }
    expect(pngSize('public/apple-touch-icon-180x180.png')).toBe('180x180')
  })

  it('name the app in Chinese and in English', () => {
    expect(manifestZh).toMatchObject({ name: 'Vita Club 会员俱乐部', lang: 'zh-CN' })
    expect(manifestEn).toMatchObject({ name: 'Vita Club', lang: 'en' })
    expect(manifestZh.short_name).toBe(manifestEn.short_name)
  })

  it("take the app's colours: the brand green of the styles and index.html, the page background", () => {
    const brand = /--brand:\s*(#[0-9a-f]{6})/i.exec(read('src/app/styles.css').toString())?.[1]
    const html = read('index.html').toString()
    expect(manifestZh.theme_color).toBe(brand)
    expect(html).toContain(`<meta name="theme-color" content="${brand}" />`)
    expect(html).toContain(`background: ${manifestZh.background_color};`)
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png" />')
  })
})

describe('the service worker navigation fallback', () => {
  const leftToNetwork = (path: string) => NETWORK_ONLY_NAVIGATIONS.some((pattern) => pattern.test(path))

  it('leaves the API, uploads and files by name to the network', () => {
    for (const path of [
      '/app',
      '/app/config',
      '/app?x=1',
      '/uploads/ab/c.png',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      expect(leftToNetwork(path), path).toBe(true)
    }
  })

  it("answers the SPA's client routes with the cached index.html", () => {
    for (const path of [
      '/',
      '/login',
      '/vita-club/team',
      '/invite/ABC123',
      '/price-chart?interval=1h',
      '/apply',
    ]) {
      expect(leftToNetwork(path), path).toBe(false)
    }
  })
})
