import { formatAmount } from '@vita/shared'
import {
  amountOption,
  booleanOption,
  currencyOption,
  defineOpsCommand,
  textOption,
  UsageError,
} from '../../../platform/ops'
import { setWithdrawRules } from '../withdrawRules'

export const setWithdrawRulesCommand = defineOpsCommand({
  name: 'withdraw:set-rules',
  usage:
    '--currency DPINE [--minimum 100] [--fee 1] [--arrival-minutes 30] [--enabled true|false] [--reason "..."]',
  summary: 'sets the withdraw rules of a currency (minimum, fee, expected arrival, enabled)',
  options: ['currency', 'minimum', 'fee', 'arrival-minutes', 'enabled', 'reason'],
  audited: true,
  parse(options) {
    const arrival = textOption(options, 'arrival-minutes')
    const expectedArrivalMinutes = arrival === undefined ? undefined : Number(arrival)
    if (
      expectedArrivalMinutes !== undefined &&
      (!Number.isInteger(expectedArrivalMinutes) ||
        expectedArrivalMinutes < 0 ||
        expectedArrivalMinutes > 100_000)
    ) {
      throw new UsageError('--arrival-minutes must be a whole number of minutes')
    }
    const input = {
      currency: currencyOption(options),
      minimum: amountOption(options, 'minimum', false),
      fee: amountOption(options, 'fee', false),
      expectedArrivalMinutes,
      enabled: booleanOption(options, 'enabled'),
      reason: textOption(options, 'reason') ?? 'update withdraw rules',
    }
    const { currency: _currency, reason: _reason, ...changes } = input
    if (Object.values(changes).every((value) => value === undefined))
      throw new UsageError('give at least one of --minimum, --fee, --arrival-minutes, --enabled')
    return input
  },
  async run({ db }, { reason, ...input }) {
    const rules = await setWithdrawRules(db, {
      currency: input.currency,
      ...(input.minimum !== undefined ? { minimum: input.minimum } : {}),
      ...(input.fee !== undefined ? { fee: input.fee } : {}),
      ...(input.expectedArrivalMinutes !== undefined
        ? { expectedArrivalMinutes: input.expectedArrivalMinutes }
        : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    })
    return {
      output: `Withdraw rules for ${rules.currency}: minimum ${formatAmount(rules.minimum)}, fee ${formatAmount(rules.fee)}, arrival ~${rules.expectedArrivalMinutes} min, ${rules.enabled ? 'enabled' : 'disabled'}`,
      audit: {
        reason,
        payload: {
          currency: rules.currency,
          minimum: formatAmount(rules.minimum),
          fee: formatAmount(rules.fee),
          expectedArrivalMinutes: rules.expectedArrivalMinutes,
          enabled: rules.enabled,
        },
      },
    }
  },
})
