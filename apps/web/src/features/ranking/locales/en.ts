import type { TextsOf } from '../../../lib/i18n'
import type { rankingZh } from './zh'

export const rankingEn: TextsOf<typeof rankingZh> = {
  ranking: {
    title: 'Daily ranking',
    subtitle: "Today's new direct-invite purchases",
    day: '{{date}} ({{timeZone}})',
    rank: 'Rank',
    member: 'Member',
    purchases_one: '{{count}} order',
    purchases_other: '{{count}} orders',
    me: 'My rank',
    myRank: 'No. {{rank}}',
    notRanked: 'Not ranked',
    empty: 'No ranking today yet',
    loadFailed: 'Failed to load the ranking',
    invite: {
      title: 'Invite rewards',
      directInvites: 'Direct invites',
      total: 'Total (USDT)',
      today: 'Today (USDT)',
    },
  },
}
