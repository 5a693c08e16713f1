import { describe, expect, it } from 'vitest'
import { HttpError } from '../../lib/httpError'
import { ChainError } from '../chain/chainError'
import { actionFailureNotice, stepUpFailureNotice } from './stepUpFailure'
import { WalletError } from './walletError'

const refused = (status: number, code: number, msg: string, reason: string | null = null) =>
  new HttpError({ kind: 'envelope', status, code, msg, data: reason && { reason }, reason })
const plain = (message: string) => ({ message, logout: false, persistent: false })

describe('what a signed money action shows when it fails', () => {
  it('a refused signature: 用户取消了交易 / User cancelled transaction', () => {
    const error = new WalletError('userCancelled')
    expect(stepUpFailureNotice(error, '提现失败，请重试', 'zh')).toEqual(plain('用户取消了交易'))
    expect(stepUpFailureNotice(error, 'Withdraw failed, please retry', 'en')).toEqual(
      plain('User cancelled transaction'),
    )
  })

  it("another wallet or chain failure in the catalogue's words", () => {
    expect(stepUpFailureNotice(new WalletError('addressChanged'), '转账失败', 'zh')).toEqual(
      plain('钱包地址已变更，请重新登录'),
    )
    expect(stepUpFailureNotice(new ChainError('providerDestroyed'), 'Transfer failed', 'en')).toEqual(
      plain('Provider destroyed, please reload the page and retry'),
    )
  })

  it('a step-up refusal by the API shows its own text, never as a sticky dialog', () => {
    const cases = [
      ['stepUpRequired', '请在钱包中确认签名', 'Please confirm the signature in your wallet'],
      ['stepUpInvalid', '签名验证失败，请重试', 'Signature check failed, please retry'],
      ['stepUpExpired', '签名已过期，请重试', 'The signature expired, please retry'],
      ['stepUpFeeChanged', '手续费已变更，请确认后重试', 'The fee has changed, please review and retry'],
    ] as const
    for (const [reason, zh, en] of cases) {
      const error = refused(400, 7, zh, reason)
      expect(stepUpFailureNotice(error, '提现失败，请重试', 'zh')).toEqual(plain(zh))
      expect(stepUpFailureNotice(error, 'Withdraw failed, please retry', 'en')).toEqual(plain(en))
    }
  })

  it('any other API failure: the action failure text (spec §8) with the reason', () => {
    expect(stepUpFailureNotice(refused(409, 409, '余额不足'), '提现失败，请重试', 'zh')).toEqual(
      plain('提现失败，请重试（余额不足）'),
    )
    expect(stepUpFailureNotice(new HttpError({ kind: 'network' }), 'Transfer failed', 'en')).toEqual(
      plain('Transfer failed (Network connection failed, please check network connection)'),
    )
    expect(stepUpFailureNotice(new Error('?'), '转账失败', 'zh')).toEqual(plain('转账失败'))
  })

  it('a 401 stays the session rule: 登录已过期 and logout', () => {
    expect(stepUpFailureNotice(refused(401, 401, ''), '转账失败', 'zh')).toEqual({
      message: '登录已过期，请重新登录',
      logout: true,
      persistent: false,
    })
  })
})

describe('money action failures (spec §8 "Withdraw failed, please retry", "Transfer failed")', () => {
  it("shows the action's failure text with the catalogue's reason, zh and en", () => {
    const conflict = refused(409, 409, '余额不足', 'insufficientBalance')
    expect(actionFailureNotice('提现失败，请重试', conflict, 'zh')).toEqual({
      message: '提现失败，请重试（余额不足）',
      logout: false,
      persistent: false,
    })
    expect(actionFailureNotice('Transfer failed', new HttpError({ kind: 'timeout' }), 'en').message).toBe(
      'Transfer failed (Request timeout)',
    )
  })

  it('keeps the catalogue rules: code 7 stays on screen, 401 logs out with its own text', () => {
    const business = refused(400, 7, '余额不足', 'insufficientBalance')
    expect(actionFailureNotice('转账失败', business, 'zh')).toEqual({
      message: '转账失败（余额不足）',
      logout: false,
      persistent: true,
    })
    expect(actionFailureNotice('转账失败', refused(401, 401, ''), 'zh')).toEqual({
      message: '登录已过期，请重新登录',
      logout: true,
      persistent: false,
    })
  })

  it('anything that is not an API answer shows the failure text alone', () => {
    expect(actionFailureNotice('Withdraw failed, please retry', new Error('?'), 'en').message).toBe(
      'Withdraw failed, please retry',
    )
  })
})
