/**
 * What the API serves a first visit with, from the real build: each path that opens a screen gets
 * index.html with modulepreload links for that screen's chunks (apps/web/routePreloads.ts), and every
 * link names a file the build wrote (a stale name is a 404 in the console and a chunk fetched twice).
 */
import { describe, expect, it } from 'vitest'
import { url } from './browser'

const PATHS = [
  '/',
  '/login',
  '/invite/E2EGENESIS',
  '/marketplace',
  '/swap',
  '/vita-club/team',
  '/price-chart',
  '/main',
]

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!)

describe("the screens' chunks preloaded by index.html", () => {
  it('are named in the page of each path that opens a screen, and every one is there', async () => {
    const entry = preloads(await (await fetch(url('/index.html'))).text())
    const checked = new Set<string>()
    for (const path of PATHS) {
      const response = await fetch(url(path), { headers: { 'accept-encoding': 'br' } })
      expect(response.status, path).toBe(200)
      const screen = preloads(await response.text()).filter((href) => !entry.includes(href))
      expect(screen.length, path).toBeGreaterThan(0)
      for (const href of screen) checked.add(href)
    }
    for (const href of checked) {
      const response = await fetch(url(href))
      expect(response.status, href).toBe(200)
      expect(response.headers.get('content-type'), href).toMatch(/javascript/)
    }
  })
})
