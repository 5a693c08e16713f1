import type { ClubRulesView } from '@vita/shared/schemas/club'
import type { TFunction } from 'i18next'

/** A figure from GET /app/club/rules for a confirmation: '…' while the rules load, '—' if they failed. */
export function ruleText(
  t: TFunction,
  rules: { data?: ClubRulesView; isError: boolean },
  show: (rules: ClubRulesView) => string,
): string {
  if (rules.data) return show(rules.data)
  return t(rules.isError ? 'clubMoney.confirm.unavailable' : 'clubMoney.confirm.loading')
}
