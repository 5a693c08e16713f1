/** Query keys of the club's team, levels, leader, stats, earnings and member screens (under 'club'). */
export const teamKeys = {
  all: ['club'] as const,
  team: () => [...teamKeys.all, 'team'] as const,
  directMembers: () => [...teamKeys.all, 'team', 'members'] as const,
  levels: () => [...teamKeys.all, 'levels'] as const,
  leader: () => [...teamKeys.all, 'leader'] as const,
  stats: () => [...teamKeys.all, 'stats'] as const,
  earnings: (days: number) => [...teamKeys.all, 'earnings', days] as const,
  member: (id: string) => [...teamKeys.all, 'member', id] as const,
  subMembers: (id: string) => [...teamKeys.member(id), 'sub-members'] as const,
  investments: (id: string) => [...teamKeys.member(id), 'investments'] as const,
  memberEarnings: (id: string, days: number) => [...teamKeys.member(id), 'earnings', days] as const,
}

/** Days the earnings screens offer (the API accepts 1–90). */
export const EARNINGS_DAY_CHOICES = [7, 30, 90] as const
export type EarningsDays = (typeof EARNINGS_DAY_CHOICES)[number]

export const MEMBERS_PAGE_SIZE = 20

/** `?cursor=…&limit=…` of a cursor page. */
export function pageSearch(cursor: string | undefined, limit: number): string {
  const search = new URLSearchParams()
  if (cursor) search.set('cursor', cursor)
  search.set('limit', String(limit))
  return `?${search.toString()}`
}
