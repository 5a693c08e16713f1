import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import fp from 'fastify-plugin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiMessage, DEFAULT_LOCALE, isApiMessageKey } from '@vita/shared'
import type { AppModule } from '../platform/module'
import { appModules } from './modules'
import { createTestApp, type TestApp } from './testApp'

/** What a client put in the URL or body: no answer may quote it back. */
const INJECTED = 'INJECTED-by-client'
/** Over the router's maxParamLength (100). */
const LONG_ID = `${INJECTED}${'x'.repeat(101)}`
/** Does not percent-decode. */
const BAD_ID = `${INJECTED}%E0%A4%A`

type Route = { method: string; url: string }

/** Collects the app's routes: not encapsulated and first of the modules, so it sees every later route. */
function routeCollector(routes: Route[]): AppModule {
  return {
    name: 'route-collector',
    routes: fp(async (app: FastifyInstance) => {
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          // HEAD answers without a body; its GET is walked.
          if (method !== 'HEAD') routes.push({ method, url: route.url ?? route.path })
        }
      })
    }),
  }
}

/** `url` with every parameter (`:id`, `*`) set to `value`, or `value` appended when it has none. */
function withParams(url: string, value: string): string {
  const segments = url
    .split('/')
    .map((segment) => (segment.startsWith(':') || segment === '*' ? value : segment))
  const filled = segments.join('/')
  if (filled !== url) return filled.startsWith('/') ? filled : `/${filled}`
  return `${url.replace(/\/$/, '')}/${value}`
}

const hasNamedParam = (url: string) => url.split('/').some((segment) => segment.startsWith(':'))

function expectEnvelope(response: LightMyRequestResponse, label: string) {
  expect(response.headers['content-type'], label).toMatch(/^application\/json/)
  const body = response.json<{ code: unknown; msg: unknown; data: { reason?: unknown } }>()
  expect(Object.keys(body).sort(), label).toEqual(['code', 'data', 'msg'])
  expect(body.code, label).toEqual(expect.any(Number))
  const { reason } = body.data
  expect(isApiMessageKey(reason), `${label}: reason ${String(reason)}`).toBe(true)
  if (isApiMessageKey(reason)) expect(body.msg, label).toBe(apiMessage(reason, 'en'))
  expect(response.body, label).not.toContain(INJECTED)
}

describe.each([
  ['API only', false],
  ['serving the web build', true],
])('router refusals answer the envelope and echo nothing (%s)', (_name, serveWeb) => {
  let t: TestApp
  let web: string | undefined
  const routes: Route[] = []
  beforeAll(async () => {
    if (serveWeb) {
      web = mkdtempSync(join(tmpdir(), 'vita-web-'))
      writeFileSync(join(web, 'index.html'), '<!doctype html><title>Vita</title>')
    }
    t = await createTestApp('pglite', {
      modules: [routeCollector(routes), ...appModules],
      ...(web ? { env: { WEB_DIST_DIR: web } } : {}),
    })
    await t.app.ready()
  })
  afterAll(async () => {
    await t.close()
    if (web) rmSync(web, { recursive: true, force: true })
  })
  const send = (method: string, url: string) =>
    t.app.inject({ method: method as 'GET', url, headers: { 'accept-language': 'en' } })

  it('an id over 100 characters in any path parameter of any route: 404 notFound', async () => {
    const withIds = routes.filter((route) => hasNamedParam(route.url))
    expect(withIds.filter((route) => route.method !== 'GET').length).toBeGreaterThanOrEqual(13)
    for (const { method, url } of withIds) {
      const label = `${method} ${url}`
      const response = await send(method, withParams(url, LONG_ID))
      expect(response.statusCode, label).toBe(404)
      expectEnvelope(response, label)
      expect(response.json<{ data: { reason: string } }>().data.reason, label).toBe('notFound')
    }
  })

  it('a path that does not percent-decode, on every route: 400 invalidParams', async () => {
    expect(routes.length).toBeGreaterThan(50)
    for (const { method, url } of routes) {
      const label = `${method} ${url}`
      const response = await send(method, withParams(url, BAD_ID))
      expect(response.statusCode, label).toBe(400)
      expectEnvelope(response, label)
      expect(response.json<{ data: { reason: string } }>().data.reason, label).toBe('invalidParams')
    }
  })

  it('an unsupported media type, a body too large, broken JSON and an unknown method', async () => {
    const login = '/app/auth/login'
    const cases = [
      {
        method: 'POST',
        url: login,
        headers: { 'content-type': `application/x-${INJECTED}` },
        payload: INJECTED,
      },
      {
        method: 'POST',
        url: login,
        headers: { 'content-type': 'application/json' },
        payload: `"${INJECTED}"`.repeat(20_000),
      },
      {
        method: 'POST',
        url: login,
        headers: { 'content-type': 'application/json' },
        payload: `{"${INJECTED}":`,
      },
      { method: 'TRACE', url: `${login}?${INJECTED}=1`, headers: {}, payload: undefined },
    ]
    for (const { method, url, headers, payload } of cases) {
      const label = `${method} ${headers['content-type'] ?? ''} ${payload?.length ?? 0}`
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...headers, 'accept-language': 'en' },
        ...(payload === undefined ? {} : { payload }),
      })
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, label).toBeLessThan(500)
      expectEnvelope(response, label)
    }
  })
})

describe('requests the HTTP parser refuses', () => {
  let t: TestApp
  let port: number
  beforeAll(async () => {
    t = await createTestApp('pglite')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    port = typeof address === 'object' && address ? address.port : 0
  })
  afterAll(() => t.close())

  /** Writes `raw` on a fresh connection and reads until the server closes it. */
  const exchange = (raw: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(raw))
      let received = ''
      socket.on('data', (chunk) => (received += String(chunk)))
      socket.on('error', reject)
      socket.on('close', () => resolve(received))
    })

  it.each([
    ['a malformed header', `GET /app/health HTTP/1.1\r\nHost: x\r\n${INJECTED} no colon\r\n\r\n`, 400],
    [
      'headers too large',
      `GET /app/health HTTP/1.1\r\nHost: x\r\nX-A: ${INJECTED}${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])('%s: the envelope in the default language', async (_name, raw, status) => {
    const answer = await exchange(raw)
    const [head = '', body = ''] = answer.split('\r\n\r\n')
    expect(head.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `))
    expect(answer).not.toContain(INJECTED)
    expect(JSON.parse(body)).toEqual({
      code: 7,
      msg: apiMessage('invalidParams', DEFAULT_LOCALE),
      data: { reason: 'invalidParams', fields: [] },
    })
  })
})
