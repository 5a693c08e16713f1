import { describe, expect, it } from 'vitest'
import { WalletError } from '../../platform/wallet/walletError'
import { HttpError } from '../../lib/httpError'
import { loginErrorNotice } from './loginErrorNotice'

const envelope = (code: number, msg: string, status = 400) =>
  new HttpError({ kind: 'envelope', status, code, msg, data: null, reason: null })

describe('loginErrorNotice', () => {
  it('passes wallet reasons through', () => {
    expect(loginErrorNotice(new WalletError('userRejected'), 'zh')).toEqual({
      kind: 'wallet',
      reason: 'userRejected',
    })
    expect(loginErrorNotice(new Error('odd'), 'zh')).toEqual({ kind: 'wallet', reason: 'connectFailed' })
  })

  it('keeps the invite requirement on screen', () => {
    expect(loginErrorNotice(envelope(7, '请使用邀请码，注册登录使用'), 'zh')).toEqual({
      kind: 'api',
      message: '请使用邀请码，注册登录使用',
      persistent: true,
    })
    expect(loginErrorNotice(envelope(7, '参数错误'), 'zh')).toEqual({
      kind: 'api',
      message: '参数错误',
      persistent: false,
    })
  })

  it('uses the server text for other refusals, else the spec login text', () => {
    expect(loginErrorNotice(envelope(401, '签名验证失败，请重新登录', 401), 'zh')).toMatchObject({
      message: '签名验证失败，请重新登录',
    })
    expect(loginErrorNotice(envelope(12, '', 200), 'zh')).toMatchObject({
      message: '请使用邀请码，注册登录使用！',
    })
    expect(loginErrorNotice(new HttpError({ kind: 'network' }), 'en')).toMatchObject({
      message: 'Network connection failed, please check network connection',
    })
  })
})
