import type { ClubTeam } from '@vita/shared'

export type TeamOverviewCacheOptions = {
  /** How long an answer is reused. */
  ttlMs: number
  /** Only teams at least this large are kept: smaller ones are cheap to read fresh every time. */
  minTeamSize: number
  maxEntries: number
  now?: () => number
}

/**
 * The team screen of a large team, reused for a few seconds in this process. A leader's screen costs
 * a pass over today's activations and all their direct members (milliseconds at a million members),
 * and leaders open it often; the figures it shows move with settlements and activations, so an answer
 * a few seconds old is still the day's picture. Concurrent requests for one member share one read.
 */
export function createTeamOverviewCache(options: TeamOverviewCacheOptions) {
  const now = options.now ?? (() => performance.now())
  const entries = new Map<string, { at: number; team: Promise<ClubTeam> }>()
  return {
    get(memberId: number, day: string, load: () => Promise<ClubTeam>): Promise<ClubTeam> {
      const key = `${memberId}:${day}`
      const entry = entries.get(key)
      if (entry && now() - entry.at < options.ttlMs) return entry.team
      const team = load()
      entries.delete(key)
      entries.set(key, { at: now(), team })
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value ?? key)
      team.then(
        (answer) => {
          if (answer.teamSize < options.minTeamSize && entries.get(key)?.team === team) entries.delete(key)
        },
        () => {
          if (entries.get(key)?.team === team) entries.delete(key)
        },
      )
      return team
    },
  }
}
export type TeamOverviewCache = ReturnType<typeof createTeamOverviewCache>
