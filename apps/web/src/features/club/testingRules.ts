import { DEFAULT_CLUB_RULES } from '@vita/shared/club/rules'
import { clubRulesView } from '@vita/shared/club/rulesView'
import type { ClubRulesView } from '@vita/shared/schemas/club'

/** Test support: club-rules.md defaults as GET /app/club/rules answers them (the API's own mapping). */
export const defaultRulesView: ClubRulesView = clubRulesView(DEFAULT_CLUB_RULES, 'Asia/Shanghai')
