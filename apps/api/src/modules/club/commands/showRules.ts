import { defineOpsCommand } from '../../../platform/ops'
import { loadClubRules } from '../rules/loadClubRules'
import { formatClubRules } from './formatClubRules'

export const showClubRulesCommand = defineOpsCommand({
  name: 'club:rules',
  usage: '',
  summary: "prints the club's rules in force (club_rule_versions' newest, or the defaults)",
  options: [],
  audited: false,
  parse: () => ({}),
  async run({ db }) {
    return { output: formatClubRules(await loadClubRules(db)) }
  },
})
