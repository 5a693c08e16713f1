import { eq } from 'drizzle-orm'
import { CURRENCIES, type Currency, type WithdrawRules } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { withdrawRules } from './tables'

const UNIT = 10n ** 18n

/** Until an operator sets them (`npm run ops -- withdraw:set-rules`): minimum 10 tokens, no fee, ~30 min. */
export const DEFAULT_WITHDRAW_RULES: Omit<WithdrawRulesValue, 'currency'> = {
  minimum: 10n * UNIT,
  fee: 0n,
  expectedArrivalMinutes: 30,
  enabled: true,
}

export type WithdrawRulesValue = {
  currency: Currency
  minimum: bigint
  fee: bigint
  expectedArrivalMinutes: number
  enabled: boolean
}

export async function getWithdrawRules(db: Db, currency: Currency): Promise<WithdrawRulesValue> {
  const [row] = await db.select().from(withdrawRules).where(eq(withdrawRules.currency, currency))
  return row
    ? {
        currency,
        minimum: row.minimum,
        fee: row.fee,
        expectedArrivalMinutes: row.expectedArrivalMinutes,
        enabled: row.enabled,
      }
    : { currency, ...DEFAULT_WITHDRAW_RULES }
}

export async function listWithdrawRules(db: Db): Promise<WithdrawRulesValue[]> {
  const rows = await db.select().from(withdrawRules)
  return CURRENCIES.map((currency) => {
    const row = rows.find((r) => r.currency === currency)
    return row
      ? {
          currency,
          minimum: row.minimum,
          fee: row.fee,
          expectedArrivalMinutes: row.expectedArrivalMinutes,
          enabled: row.enabled,
        }
      : { currency, ...DEFAULT_WITHDRAW_RULES }
  })
}

export type SetWithdrawRulesParameters = { currency: Currency } & Partial<
  Omit<WithdrawRulesValue, 'currency'>
>

/** Sets the given fields (the rest keep their current or default values); returns the rules now in force. */
export async function setWithdrawRules(
  db: Db,
  parameters: SetWithdrawRulesParameters,
): Promise<WithdrawRulesValue> {
  const current = await getWithdrawRules(db, parameters.currency)
  const next: WithdrawRulesValue = {
    currency: parameters.currency,
    minimum: parameters.minimum ?? current.minimum,
    fee: parameters.fee ?? current.fee,
    expectedArrivalMinutes: parameters.expectedArrivalMinutes ?? current.expectedArrivalMinutes,
    enabled: parameters.enabled ?? current.enabled,
  }
  if (next.minimum < 0n || next.fee < 0n || next.expectedArrivalMinutes < 0)
    throw new RangeError('withdraw rules must not be negative')
  const { currency, ...values } = next
  await db
    .insert(withdrawRules)
    .values({ currency, ...values })
    .onConflictDoUpdate({ target: withdrawRules.currency, set: { ...values, updatedAt: new Date() } })
  return next
}

export function toWithdrawRules(rules: WithdrawRulesValue): WithdrawRules {
  return {
    currency: rules.currency,
    minimum: rules.minimum.toString(),
    fee: rules.fee.toString(),
    expectedArrivalMinutes: rules.expectedArrivalMinutes,
    enabled: rules.enabled,
  }
}
