import { describe, expect, it } from 'vitest'
import { parseAmount } from '@vita/shared/amount'
import type { WithdrawRules } from '@vita/shared/schemas/withdrawals'
import { i18n, registerTexts } from '../../lib/i18n'
import { withdrawalsEn } from './locales/en'
import { withdrawalsZh } from './locales/zh'
import {
  isBalanceShort,
  submitIssue,
  validateWithdrawForm,
  withdrawIssueText,
  type WithdrawFormValues,
  type WithdrawIssue,
} from './withdrawForm'

registerTexts(withdrawalsZh, withdrawalsEn)

const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const rule: WithdrawRules = {
  currency: 'DPINE',
  minimum: parseAmount('100').toString(),
  fee: parseAmount('1').toString(),
  expectedArrivalMinutes: 30,
  enabled: true,
}
const context = { rule, available: parseAmount('500') }
const form = (extra: Partial<WithdrawFormValues> = {}): WithdrawFormValues => ({
  currency: 'DPINE',
  address: wallet,
  amount: '150',
  note: '',
  ...extra,
})
const zh = (issue: WithdrawIssue | null) =>
  issue ? withdrawIssueText(issue, i18n.getFixedT('zh'), 'zh') : null
const en = (issue: WithdrawIssue | null) =>
  issue ? withdrawIssueText(issue, i18n.getFixedT('en'), 'en') : null

describe('withdraw form validation (spec §5)', () => {
  it('accepts a complete form and works out fee and net amount in base units', () => {
    const check = validateWithdrawForm(form({ amount: '150.5' }), context)
    expect(check.address).toBeNull()
    expect(check.amount).toBeNull()
    expect(check.ready).toEqual({
      amount: parseAmount('150.5'),
      fee: parseAmount('1'),
      net: parseAmount('149.5'),
      address: wallet,
    })
  })

  it('empty address: 请输入提现地址', () => {
    const check = validateWithdrawForm(form({ address: '  ' }), context)
    expect(zh(check.address)).toBe('请输入提现地址')
    expect(en(check.address)).toBe('Please enter the withdrawal address')
    expect(check.ready).toBeNull()
  })

  it('a malformed address is rejected', () => {
    expect(zh(validateWithdrawForm(form({ address: '0x1234' }), context).address)).toBe(
      '请输入正确的 BSC 地址',
    )
    // A mixed-case address with a wrong checksum is a typo, not an address.
    expect(validateWithdrawForm(form({ address: wallet.replace('C8', 'c8') }), context).address).toEqual({
      kind: 'addressInvalid',
    })
  })

  it('empty amount: amount required', () => {
    const check = validateWithdrawForm(form({ amount: '' }), context)
    expect(zh(check.amount)).toBe('请输入提现金额')
    expect(en(check.amount)).toBe('Enter the withdrawal amount')
  })

  it('below the configured minimum: 提现金额不能少于{amount} DPINE', () => {
    expect(zh(validateWithdrawForm(form({ amount: '99.99' }), context).amount)).toBe(
      '提现金额不能少于100 DPINE',
    )
    const usdt = { ...rule, currency: 'USDT' as const, minimum: parseAmount('10.5').toString() }
    expect(
      zh(
        validateWithdrawForm(form({ currency: 'USDT', amount: '10' }), {
          rule: usdt,
          available: parseAmount('50'),
        }).amount,
      ),
    ).toBe('提现金额不能少于10.5 USDT')
    expect(en(validateWithdrawForm(form({ amount: '1' }), context).amount)).toBe(
      'Withdrawal amount cannot be less than 100 DPINE',
    )
    expect(validateWithdrawForm(form({ amount: '100' }), context).amount).toBeNull()
  })

  it('amount problems: not a number, zero, too many decimals, more than available, not above the fee', () => {
    expect(zh(validateWithdrawForm(form({ amount: 'abc' }), context).amount)).toBe('请输入正确的金额')
    expect(zh(validateWithdrawForm(form({ amount: '0' }), context).amount)).toBe('金额必须大于0')
    expect(zh(validateWithdrawForm(form({ amount: '100.0000000000000000001' }), context).amount)).toBe(
      '小数位数不能超过18位',
    )
    expect(zh(validateWithdrawForm(form({ amount: '500.1' }), context).amount)).toBe('余额不足')
    const feeAboveMinimum = {
      rule: { ...rule, minimum: '0', fee: parseAmount('5').toString() },
      available: parseAmount('500'),
    }
    expect(zh(validateWithdrawForm(form({ amount: '5' }), feeAboveMinimum).amount)).toBe(
      '提现金额必须大于手续费5 DPINE',
    )
  })

  it('more than the balance, or refused by the API for want of it, is 余额不足 (the form offers a deposit)', () => {
    const over = validateWithdrawForm(form({ amount: '500.1' }), context)
    expect(isBalanceShort(over.amount)).toBe(true)
    expect(en(over.amount)).toBe('Insufficient balance')
    const refused = validateWithdrawForm(form(), { ...context, refusedForBalance: true })
    expect(zh(refused.amount)).toBe('余额不足')
    expect(isBalanceShort(refused.amount)).toBe(true)
    expect(refused.ready).toBeNull()
    // A rule's own problem stays the one shown.
    expect(
      zh(validateWithdrawForm(form({ amount: '1' }), { ...context, refusedForBalance: true }).amount),
    ).toBe('提现金额不能少于100 DPINE')
    expect(isBalanceShort(validateWithdrawForm(form({ amount: '0' }), context).amount)).toBe(false)
  })

  it('a disabled currency cannot be withdrawn', () => {
    const check = validateWithdrawForm(form(), { ...context, rule: { ...rule, enabled: false } })
    expect(zh(check.amount)).toBe('该币种暂不支持提现')
    expect(check.ready).toBeNull()
  })

  it('nothing is ready while rules or balance load', () => {
    expect(validateWithdrawForm(form(), { rule: undefined, available: undefined }).ready).toBeNull()
  })

  it('note is optional', () => {
    expect(validateWithdrawForm(form({ note: '' }), context).ready).not.toBeNull()
    expect(validateWithdrawForm(form({ note: 'for rent' }), context).ready).not.toBeNull()
  })

  it('submitting with a missing field: 请填写完整信息', () => {
    expect(zh(submitIssue(form({ address: '' })))).toBe('请填写完整信息')
    expect(zh(submitIssue(form({ amount: ' ' })))).toBe('请填写完整信息')
    expect(en(submitIssue(form({ address: '', amount: '' })))).toBe('Please complete the form')
    expect(submitIssue(form())).toBeNull()
  })
})
