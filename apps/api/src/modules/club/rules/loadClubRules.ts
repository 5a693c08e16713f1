import { desc } from 'drizzle-orm'
import { assertClubRules, DEFAULT_CLUB_RULES, type ClubRules } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { clubRuleVersions } from '../tables'
import { parseClubRulesJson } from './clubRulesJson'

/**
 * The club's rules in force: the newest `club_rule_versions` row, or the documented defaults while the
 * table is empty. Stored rules are JSON (bigints as decimal strings), parsed with zod and checked by
 * `assertClubRules`, so a broken row fails loudly instead of settling with wrong numbers.
 */
export async function loadClubRules(db: Db): Promise<ClubRules> {
  const [row] = await db
    .select({ rules: clubRuleVersions.rules })
    .from(clubRuleVersions)
    .orderBy(desc(clubRuleVersions.id))
    .limit(1)
  if (!row) return DEFAULT_CLUB_RULES
  return assertClubRules(parseClubRulesJson(row.rules))
}
