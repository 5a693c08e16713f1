import { defineOpsCommand, textOption, UsageError } from '../../../platform/ops'
import { changeClubRules } from '../rules/changeClubRules'
import { clubRulesToJson } from '../rules/clubRulesJson'
import { loadClubRules } from '../rules/loadClubRules'
import { saveClubRules } from '../rules/saveClubRules'
import { formatClubRules } from './formatClubRules'
import { RULE_OPTIONS, ruleChangesOf } from './ruleOptions'

export const setClubRulesCommand = defineOpsCommand({
  name: 'club:set-rules',
  usage:
    '[--static-rate-bps 450] [--dynamic-rate-bps 200] [--invite-reward 10] [--top-four-count 4] [--static-cap-bps 10000] ' +
    '[--level-multipliers-bps V1=12000,V2=15000] [--level-team-performance V1=2240] [--level-directs V1=3] ' +
    '[--node-reward-share-bps 3000] [--node-release-cooling-days 7] ' +
    '[--node-tier normal:bronze --node-stake 10000 --node-max-rank 1000 --node-daily-limit 5 …] … [--reason "..."]',
  summary:
    "changes individual numbers of the club's rules (a new version, in force from the next settlement)",
  options: [...RULE_OPTIONS, 'reason'],
  audited: true,
  parse(options) {
    const changes = ruleChangesOf(options)
    if (Object.values(changes).every((value) => value === undefined))
      throw new UsageError(`give at least one of ${RULE_OPTIONS.map((name) => `--${name}`).join(', ')}`)
    return { changes, reason: textOption(options, 'reason') ?? 'update club rules' }
  },
  async run({ db }, { changes, reason }) {
    const saved = await saveClubRules(db, changeClubRules(await loadClubRules(db), changes))
    if (!saved.ok) throw new UsageError(saved.issues.map((issue) => issue.message).join('; '))
    return {
      output: `Club rules version ${saved.versionId}:\n${formatClubRules(saved.rules)}`,
      audit: { reason, payload: { versionId: saved.versionId, rules: clubRulesToJson(saved.rules) } },
    }
  },
})
