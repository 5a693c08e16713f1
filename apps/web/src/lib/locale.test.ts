import { describe, expect, it } from 'vitest'
import { LOCALE_STORAGE_KEY } from '@vita/shared/locale'
import { en } from '../locales/en'
import { zh } from '../locales/zh'
import { readStoredLocale, storeLocale } from './locale'

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  }
}

describe('locale rules', () => {
  it('defaults to zh and accepts only zh and en under one key', () => {
    expect(readStoredLocale(memory())).toBe('zh')
    expect(readStoredLocale(memory({ [LOCALE_STORAGE_KEY]: 'en' }))).toBe('en')
    expect(readStoredLocale(memory({ [LOCALE_STORAGE_KEY]: 'zh' }))).toBe('zh')
    for (const bad of ['EN', 'en-US', 'zh-CN', 'fr', '', ' en']) {
      expect(readStoredLocale(memory({ [LOCALE_STORAGE_KEY]: bad }))).toBe('zh')
    }
  })

  it('stores only a valid locale', () => {
    const storage = memory()
    expect(storeLocale('en', storage)).toBe('en')
    expect(storage.data.get(LOCALE_STORAGE_KEY)).toBe('en')
    expect(storeLocale('de', storage)).toBe('zh')
    expect(storage.data.get(LOCALE_STORAGE_KEY)).toBe('zh')
  })

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
    }
    expect(readStoredLocale(broken)).toBe('zh')
  })

  it('has the same keys in both languages, none empty', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([k, v]) =>
        typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
      )
    expect(keys(en)).toEqual(keys(zh))
    const texts = (value: object): string[] =>
      Object.values(value).flatMap((v) => (typeof v === 'string' ? [v] : texts(v as object)))
    for (const text of [...texts(zh), ...texts(en)]) expect(text.trim()).not.toBe('')
  })

  it('keeps the spec wallet texts verbatim in zh', () => {
    expect(zh.wallet).toMatchObject({
      noWallet: '请安装MetaMask钱包',
      notAuthorized: '请授权连接钱包',
      addressChanged: '钱包地址已变更，请重新登录',
      notConnected: '请先连接钱包',
      requestPending: '钱包连接请求正在处理中，请稍后再试',
      userRejected: '用户拒绝连接钱包',
      userCancelledTx: '用户取消了交易',
      addChainFailed: '添加网络失败',
      switchChainFailed: '切换网络失败',
    })
    expect(zh.session.expired).toBe('登录已过期，请重新登录')
  })
})
