import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from './http'
import { HttpError } from './httpError'
import { clearSession, saveSession } from './storage'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const userInfo = {
  uuid: '00000000-0000-4000-8000-000000000000',
  communityNumber: '1',
  walletAddress: '0x0000000000000000000000000000000000000001' as const,
  inviteCode: 'ABCD1234',
  referrerUuid: null,
  level: 0,
  joinedAt: '2026-01-01T00:00:00.000Z',
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(HttpError)
  return (error as HttpError).failure
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    clearSession()
  })
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('prefixes /app, sends JSON, the bearer token and Accept-Language, and unwraps data', async () => {
    saveSession({ token: 'tok.en.x', userInfo, walletAddress: userInfo.walletAddress })
    fetchMock.mockResolvedValue(json(200, { code: 0, msg: '成功', data: { registered: true } }))
    const data = await apiRequest('/auth/check-registered', {
      method: 'POST',
      body: { address: '0x1' },
      parse: (d) => d,
    })
    expect(data).toEqual({ registered: true })
    const request = fetchMock.mock.calls[0]?.[0] as Request
    expect(new URL(request.url).pathname).toBe('/app/auth/check-registered')
    expect(request.method).toBe('POST')
    expect(request.headers.get('Authorization')).toBe('Bearer tok.en.x')
    expect(request.headers.get('Accept-Language')).toBe('zh-CN')
    expect(await request.text()).toBe('{"address":"0x1"}')
  })

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 0, msg: '', data: null }))
    await apiRequest('/config', { parse: (d) => d })
    expect((fetchMock.mock.calls[0]?.[0] as Request).headers.has('Authorization')).toBe(false)
  })

  it('throws envelope failures for a non-zero code, with or without an HTTP error status', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { code: 7, msg: '请使用邀请码，注册登录使用', data: null }))
    expect(await failure(apiRequest('/auth/login', { parse: (d) => d }))).toMatchObject({
      kind: 'envelope',
      code: 7,
      status: 200,
    })
    fetchMock.mockResolvedValueOnce(json(401, { code: 401, msg: '登录已过期，请重新登录', data: null }))
    expect(await failure(apiRequest('/auth/info', { parse: (d) => d }))).toMatchObject({
      kind: 'envelope',
      code: 401,
      status: 401,
    })
  })

  it('reads the machine-readable reason from data.reason, null when absent or not a string', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        code: 7,
        msg: '参数错误',
        data: { reason: 'invalidParams', fields: { amount: 'Required' } },
      }),
    )
    expect(await failure(apiRequest('/x', { parse: (d) => d }))).toMatchObject({
      kind: 'envelope',
      reason: 'invalidParams',
      data: { fields: { amount: 'Required' } },
    })
    fetchMock.mockResolvedValueOnce(json(409, { code: 409, msg: 'x', data: { reason: 7 } }))
    expect(await failure(apiRequest('/x', { parse: (d) => d }))).toMatchObject({ reason: null })
    fetchMock.mockResolvedValueOnce(json(200, { code: 12, msg: 'x', data: null }))
    expect(await failure(apiRequest('/x', { parse: (d) => d }))).toMatchObject({ reason: null })
  })

  it('reports a status failure for an error answer without an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }))
    expect(await failure(apiRequest('/x', { parse: (d) => d }))).toEqual({
      kind: 'status',
      status: 502,
      msg: null,
    })
  })

  it('reports invalid responses: no envelope, or data failing the schema', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { hello: 'world' }))
    expect((await failure(apiRequest('/x', { parse: (d) => d }))).kind).toBe('invalidResponse')
    fetchMock.mockResolvedValueOnce(json(200, { code: 0, msg: '', data: 1 }))
    const parse = () => {
      throw new Error('schema says no')
    }
    expect((await failure(apiRequest('/x', { parse }))).kind).toBe('invalidResponse')
  })

  it('reports network failures', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await failure(apiRequest('/x', { parse: (d) => d }))).toEqual({ kind: 'network' })
  })

  it('times out after 10 s', async () => {
    vi.useFakeTimers()
    fetchMock.mockImplementation(
      (input) =>
        new Promise((_resolve, reject) => {
          ;(input as Request).signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          )
        }),
    )
    const pending = failure(apiRequest('/slow', { parse: (d) => d }))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toEqual({ kind: 'timeout' })
  })

  it('reports a request that cannot be built as a setup failure', async () => {
    const body = { amount: 1n }
    expect(await failure(apiRequest('/x', { method: 'POST', body, parse: (d) => d }))).toMatchObject({
      kind: 'setup',
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
