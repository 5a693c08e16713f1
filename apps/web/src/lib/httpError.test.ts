import { describe, expect, it } from 'vitest'
import { apiMessages } from '@vita/shared/errors'
import { apiReason, HttpError, httpErrorNotice, type HttpFailure } from './httpError'

const env = (code: number, msg: string, status = 200, reason: string | null = null): HttpFailure => ({
  kind: 'envelope',
  status,
  code,
  msg,
  data: reason === null ? null : { reason },
  reason,
})

describe('error catalogue (spec §8)', () => {
  it('401 by code or by status: the message (default 登录已过期) and logout', () => {
    expect(httpErrorNotice(env(401, ''), 'zh')).toEqual({
      message: '登录已过期，请重新登录',
      logout: true,
      persistent: false,
    })
    expect(httpErrorNotice(env(401, 'token revoked', 401), 'zh')).toEqual({
      message: 'token revoked',
      logout: true,
      persistent: false,
    })
    expect(httpErrorNotice({ kind: 'status', status: 401, msg: null }, 'en')).toEqual({
      message: apiMessages.loginExpired.en,
      logout: true,
      persistent: false,
    })
  })

  it('code 7: 参数错误 shown as is; anything else persistent with the invite default', () => {
    expect(httpErrorNotice(env(7, '参数错误', 400), 'zh')).toEqual({
      message: '参数错误',
      logout: false,
      persistent: false,
    })
    expect(httpErrorNotice(env(7, 'Invalid parameters', 400), 'en').persistent).toBe(false)
    expect(httpErrorNotice(env(7, '请使用邀请码，注册登录使用'), 'zh')).toEqual({
      message: '请使用邀请码，注册登录使用',
      logout: false,
      persistent: true,
    })
    expect(httpErrorNotice(env(7, ''), 'zh')).toEqual({
      message: '请使用邀请码，注册登录使用',
      logout: false,
      persistent: true,
    })
  })

  it('code 7 branches on the machine-readable reason when the server sends one', () => {
    // Validation errors keep 参数错误 whatever the text says; any other reason stays on screen.
    expect(httpErrorNotice(env(7, 'amount: Required', 400, 'invalidParams'), 'en')).toEqual({
      message: 'amount: Required',
      logout: false,
      persistent: false,
    })
    expect(httpErrorNotice(env(7, '', 400, 'invalidParams'), 'zh').message).toBe('参数错误')
    expect(httpErrorNotice(env(7, '参数错误', 400, 'inviteRequired'), 'zh')).toEqual({
      message: '参数错误',
      logout: false,
      persistent: true,
    })
    expect(httpErrorNotice(env(7, '余额不足', 400, 'insufficientBalance'), 'zh').persistent).toBe(true)
  })

  it('other non-zero codes: msg or 请求失败', () => {
    expect(httpErrorNotice(env(12, '余额不足'), 'zh').message).toBe('余额不足')
    expect(httpErrorNotice(env(12, '  '), 'zh').message).toBe('请求失败')
    expect(httpErrorNotice(env(409, '请求冲突，请刷新后重试', 409), 'zh').message).toBe(
      '请求冲突，请刷新后重试',
    )
  })

  it('HTTP 403/404/500 have fixed texts; other statuses msg or 请求失败', () => {
    expect(httpErrorNotice({ kind: 'status', status: 403, msg: null }, 'zh').message).toBe('没有权限访问')
    expect(httpErrorNotice(env(403, 'x', 403), 'zh').message).toBe('没有权限访问')
    expect(httpErrorNotice({ kind: 'status', status: 404, msg: null }, 'zh').message).toBe('请求的资源不存在')
    expect(httpErrorNotice(env(500, 'boom', 500), 'zh').message).toBe('服务器内部错误')
    expect(httpErrorNotice({ kind: 'status', status: 502, msg: null }, 'zh').message).toBe('请求失败')
    expect(
      httpErrorNotice({ kind: 'status', status: 429, msg: '请求过于频繁，请稍后再试' }, 'zh').message,
    ).toBe('请求过于频繁，请稍后再试')
  })

  it('no answer, timeout, setup failure and a malformed answer', () => {
    expect(httpErrorNotice({ kind: 'network' }, 'zh').message).toBe('网络连接失败，请检查网络')
    expect(httpErrorNotice({ kind: 'timeout' }, 'en').message).toBe('Request timeout')
    expect(httpErrorNotice({ kind: 'setup', detail: 'x' }, 'zh').message).toBe('请求配置错误')
    expect(httpErrorNotice({ kind: 'invalidResponse', detail: 'x' }, 'zh').message).toBe('请求失败')
  })

  it('answers in English when asked', () => {
    expect(httpErrorNotice({ kind: 'status', status: 403, msg: null }, 'en').message).toBe(
      apiMessages.forbidden.en,
    )
    expect(httpErrorNotice({ kind: 'network' }, 'en').message).toBe(apiMessages.networkError.en)
  })
})

describe('the reason of an API refusal', () => {
  it('is the envelope’s machine-readable reason, and null for anything else', () => {
    expect(apiReason(new HttpError(env(7, '余额不足', 400, 'insufficientBalance')))).toBe(
      'insufficientBalance',
    )
    expect(apiReason(new HttpError(env(7, '参数错误', 400)))).toBeNull()
    expect(apiReason(new HttpError({ kind: 'network' }))).toBeNull()
    expect(apiReason(new Error('insufficientBalance'))).toBeNull()
  })
})
