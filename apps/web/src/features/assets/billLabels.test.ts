import { describe, expect, it } from 'vitest'
import type { Bill } from '@vita/shared/schemas/assets'
import { i18n, registerTexts } from '../../lib/i18n'
import { billCause, billTypeLabel, BILL_TYPES } from './billLabels'
import { assetsEn } from './locales/en'
import { assetsZh } from './locales/zh'

registerTexts(assetsZh, assetsEn)

const zh = i18n.getFixedT('zh')
const en = i18n.getFixedT('en')

const bill = (extra: Partial<Bill>): Bill => ({
  id: '1',
  currency: 'DPINE',
  type: 'transfer',
  amount: '-5',
  balanceAfter: '0',
  reference: null,
  counterpartyUuid: null,
  memo: null,
  createdAt: '2026-11-21T12:00:00.000Z',
  ...extra,
})

describe('bill type labels', () => {
  it('uses the spec words in Chinese', () => {
    expect(BILL_TYPES.map((type) => billTypeLabel(zh, type))).toEqual([
      '收入',
      '支出',
      '邀请奖励',
      '团队分红',
      '静态收益',
      '购物支出',
      '手续费',
      '转账',
      '提现',
    ])
  })

  it('has a distinct English label for every type', () => {
    const labels = BILL_TYPES.map((type) => billTypeLabel(en, type))
    expect(labels).toEqual([
      'Income',
      'Expense',
      'Invite reward',
      'Team dividend',
      'Static earnings',
      'Shopping expense',
      'Service fee',
      'Transfer',
      'Withdraw',
    ])
    expect(new Set(labels).size).toBe(BILL_TYPES.length)
  })
})

describe('bill cause', () => {
  const other = '0b7e4a52-6a61-4c1f-9a43-0f1c2b9d2e11'
  it('names the other member of a transfer in its direction', () => {
    expect(billCause(zh, bill({ counterpartyUuid: other }))).toBe(`转给 ${other}`)
    expect(billCause(en, bill({ counterpartyUuid: other, amount: '5' }))).toBe(`From ${other}`)
  })
  it('names withdrawals and operator adjustments', () => {
    const withdrawal = bill({ type: 'withdraw', reference: { type: 'withdrawal', id: other } })
    expect(billCause(zh, withdrawal)).toBe('提现单 0b7e4a52…')
    expect(
      billCause(
        en,
        bill({ type: 'income', amount: '5', reference: { type: 'operator_adjustment', id: 'k' } }),
      ),
    ).toBe('Platform adjustment')
  })
  it('reads a deposit as credited from the wallet, or taken back after a reorganisation', () => {
    const reference = { type: 'deposit', id: '42' }
    expect(billCause(zh, bill({ type: 'income', amount: '500', reference }))).toBe('钱包充值')
    expect(billCause(en, bill({ type: 'income', amount: '-500', reference }))).toBe(
      'Deposit reversed (chain reorganisation)',
    )
  })
  it('falls back to the memo when there is no reference', () => {
    expect(billCause(en, bill({ memo: 'hello' }))).toBe('hello')
  })
  it('reads a node bill as its stake, its release or its reward, by sign and currency', () => {
    const node = { type: 'club_node', id: other }
    const stake = bill({ type: 'expense', amount: '-10000', reference: node })
    const released = bill({ type: 'income', amount: '10000', reference: node })
    const reward = bill({ type: 'income', currency: 'USDT', amount: '5', reference: node })
    expect([stake, released, reward].map((b) => billCause(zh, b))).toEqual([
      '节点质押',
      '节点质押释放',
      '节点奖励',
    ])
    expect([stake, released, reward].map((b) => billCause(en, b))).toEqual([
      'Node stake',
      'Stake released',
      'Node reward',
    ])
  })
})
