/** Query keys of the ranking feature (daily ranking and the home invite summary). */
export const rankingKeys = {
  all: ['ranking'] as const,
  daily: () => [...rankingKeys.all, 'daily'] as const,
  homeSummary: () => [...rankingKeys.all, 'home-summary'] as const,
}
