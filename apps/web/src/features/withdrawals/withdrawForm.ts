/**
 * The withdraw form's rules (spec §5): address required (请输入提现地址), amount required, note
 * optional, and a submit with missing fields answers 请填写完整信息. The amount rules the API checks
 * too (enabled, positive, not below the minimum, above the fee it includes) come from
 * @vita/shared/rules/withdraw; the typed text is read here first (format, decimals, balance).
 */
import type { TFunction } from 'i18next'
import { isAddress } from 'viem'
import { formatAmount } from '@vita/shared/amount'
import { formatApiMessage } from '@vita/shared/errors'
import type { Locale } from '@vita/shared/locale'
import type { Currency } from '@vita/shared/schemas/assets'
import { checkWithdrawAmount, withdrawNetAmount, type WithdrawRuleValues } from '@vita/shared/rules/withdraw'
import type { WithdrawRules } from '@vita/shared/schemas/withdrawals'
import { checkAmount, type AmountProblem } from '../../lib/amountInput'

export type WithdrawFormValues = { currency: Currency; address: string; amount: string; note: string }

export type WithdrawIssue =
  | { kind: 'addressRequired' }
  | { kind: 'addressInvalid' }
  | { kind: 'amountRequired' }
  | { kind: 'amount'; problem: Exclude<AmountProblem, 'required'> }
  | { kind: 'belowMinimum'; minimum: bigint; currency: Currency }
  | { kind: 'notAboveFee'; fee: bigint; currency: Currency }
  | { kind: 'disabled' }
  | { kind: 'formIncomplete' }

export type WithdrawCheck = {
  address: WithdrawIssue | null
  amount: WithdrawIssue | null
  /** The request to confirm, when every rule passes. */
  ready: { amount: bigint; fee: bigint; net: bigint; address: string } | null
}

export type WithdrawContext = {
  /** The currency's rules; undefined while they load (nothing can be sent yet). */
  rule: WithdrawRules | undefined
  /** Spendable balance; undefined while it loads. */
  available: bigint | undefined
  /** The API refused this amount for want of balance (lib/amountInput refusedForBalance): 余额不足. */
  refusedForBalance?: boolean
}

function checkAddress(address: string): WithdrawIssue | null {
  const value = address.trim()
  if (value === '') return { kind: 'addressRequired' }
  return isAddress(value) ? null : { kind: 'addressInvalid' }
}

const ruleValues = (rule: WithdrawRules): WithdrawRuleValues => ({
  minimum: BigInt(rule.minimum),
  fee: BigInt(rule.fee),
  enabled: rule.enabled,
})

function amountIssue(values: WithdrawFormValues, context: WithdrawContext): WithdrawIssue | null {
  const result = checkAmount(values.amount, context.available)
  if (!result.ok)
    return result.problem === 'required'
      ? { kind: 'amountRequired' }
      : { kind: 'amount', problem: result.problem }
  const short: WithdrawIssue | null = context.refusedForBalance
    ? { kind: 'amount', problem: 'exceedsAvailable' }
    : null
  if (!context.rule) return short
  const issue = checkWithdrawAmount(result.amount, ruleValues(context.rule))
  if (!issue) return short
  switch (issue.kind) {
    case 'disabled':
      return { kind: 'disabled' }
    case 'notPositive':
      return { kind: 'amount', problem: 'notPositive' }
    case 'belowMinimum':
      return { kind: 'belowMinimum', minimum: issue.minimum, currency: values.currency }
    case 'notAboveFee':
      return { kind: 'notAboveFee', fee: issue.fee, currency: values.currency }
  }
}

export function validateWithdrawForm(values: WithdrawFormValues, context: WithdrawContext): WithdrawCheck {
  const address = checkAddress(values.address)
  const amount = amountIssue(values, context)
  let ready: WithdrawCheck['ready'] = null
  if (!address && !amount && context.rule && context.available !== undefined) {
    const value = checkAmount(values.amount)
    if (value.ok) {
      const rules = ruleValues(context.rule)
      ready = {
        amount: value.amount,
        fee: rules.fee,
        net: withdrawNetAmount(value.amount, rules),
        address: values.address.trim(),
      }
    }
  }
  return { address, amount, ready }
}

/** The amount is more than the in-app balance: the form offers a deposit beside the message. */
export const isBalanceShort = (issue: WithdrawIssue | null): boolean =>
  issue?.kind === 'amount' && issue.problem === 'exceedsAvailable'

/** Pressing submit with a field left empty (spec §5: 请填写完整信息). */
export function submitIssue(values: WithdrawFormValues): WithdrawIssue | null {
  return values.address.trim() === '' || values.amount.trim() === '' ? { kind: 'formIncomplete' } : null
}

const show = (value: bigint) => formatAmount(value, undefined, { grouping: false })

/** The member-facing text of an issue; the spec's own texts come from the shared message catalogue. */
export function withdrawIssueText(issue: WithdrawIssue, t: TFunction, locale: Locale): string {
  switch (issue.kind) {
    case 'addressRequired':
      return formatApiMessage('withdrawAddressRequired', locale, {})
    case 'addressInvalid':
      return t('withdraw.addressInvalid')
    case 'amountRequired':
      return t('withdraw.amountRequired')
    case 'amount':
      return t(`amount.error.${issue.problem}`)
    case 'belowMinimum':
      return formatApiMessage('withdrawBelowMinimum', locale, {
        amount: show(issue.minimum),
        currency: issue.currency,
      })
    case 'notAboveFee':
      return formatApiMessage('withdrawNotAboveFee', locale, {
        amount: show(issue.fee),
        currency: issue.currency,
      })
    case 'disabled':
      return formatApiMessage('withdrawDisabled', locale, {})
    case 'formIncomplete':
      return formatApiMessage('formIncomplete', locale, {})
  }
}
