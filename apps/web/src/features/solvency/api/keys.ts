/** Query keys of the solvency feature. */
export const solvencyKeys = {
  all: ['solvency'] as const,
  latest: () => [...solvencyKeys.all, 'latest'] as const,
  days: () => [...solvencyKeys.all, 'days'] as const,
  /** A member's own proof: keyed by the member too, so another sign-in never sees it. */
  proof: (day: string, memberUuid: string) => [...solvencyKeys.all, 'proof', day, memberUuid] as const,
}
