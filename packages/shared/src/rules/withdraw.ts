/**
 * The withdraw rules (spec §5 and the operator's per-currency settings), checked alike by the form
 * and by the API: the amount includes the fee, must be positive, at least the minimum, and more than
 * the fee; a disabled currency takes no withdrawal.
 */
export type WithdrawRuleValues = { minimum: bigint; fee: bigint; enabled: boolean }

export type WithdrawAmountIssue =
  | { kind: 'disabled' }
  | { kind: 'notPositive' }
  | { kind: 'belowMinimum'; minimum: bigint }
  | { kind: 'notAboveFee'; fee: bigint }

/** The first rule `amount` breaks, or null when a withdrawal of it may be requested. */
export function checkWithdrawAmount(amount: bigint, rules: WithdrawRuleValues): WithdrawAmountIssue | null {
  if (!rules.enabled) return { kind: 'disabled' }
  if (amount <= 0n) return { kind: 'notPositive' }
  if (amount < rules.minimum) return { kind: 'belowMinimum', minimum: rules.minimum }
  if (amount <= rules.fee) return { kind: 'notAboveFee', fee: rules.fee }
  return null
}

/** What arrives on chain for a valid amount: amount − fee. */
export const withdrawNetAmount = (amount: bigint, rules: Pick<WithdrawRuleValues, 'fee'>) =>
  amount - rules.fee
