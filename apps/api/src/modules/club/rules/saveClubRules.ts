import { validateClubRules, type ClubRules, type ClubRulesIssue } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { clubRuleVersions } from '../tables'
import { clubRulesToJson } from './clubRulesJson'

export type SaveClubRulesReturnType =
  { ok: true; versionId: number; rules: ClubRules } | { ok: false; issues: ClubRulesIssue[] }

/** A new rules version (the newest is in force from the next settlement), if validateClubRules accepts it. */
export async function saveClubRules(db: Db, rules: ClubRules): Promise<SaveClubRulesReturnType> {
  const checked = validateClubRules(rules)
  if (!checked.ok) return checked
  const [row] = await db
    .insert(clubRuleVersions)
    .values({ rules: clubRulesToJson(checked.rules) })
    .returning({ id: clubRuleVersions.id })
  if (!row) throw new Error('club_rule_versions: insert returned no row')
  return { ok: true, versionId: row.id, rules: checked.rules }
}
