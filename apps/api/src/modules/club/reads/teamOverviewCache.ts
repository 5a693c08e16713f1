import type { ClubTeam } from '@vita/shared'

export type TeamOverviewCacheOptions = {
  /** How long an answer is reused. */
  ttlMs: number
  /**
   * A read of an answer older than ttlMs − refreshAheadMs starts the next read in the background and
   * still gets the current answer: a leader's screen read all the time is never waited for (no
   * answer is reused beyond ttlMs either way). 0 (the default): no early refresh.
   */
  refreshAheadMs?: number
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
  const refreshAt = options.ttlMs - (options.refreshAheadMs ?? 0)
  type Entry = { at: number; team: Promise<ClubTeam>; next?: Entry }
  const entries = new Map<string, Entry>()
  /** Starts a read; the entry is forgotten again when the team is small or the read fails. */
  function read(key: string, load: () => Promise<ClubTeam>): Entry {
    const entry: Entry = { at: now(), team: load() }
    const forget = () => {
      const current = entries.get(key)
      if (current === entry) entries.delete(key)
      else if (current?.next === entry) delete current.next
    }
    entry.team.then((answer) => {
      if (answer.teamSize < options.minTeamSize) forget()
    }, forget)
    return entry
  }
  function keep(key: string, entry: Entry) {
    entries.delete(key)
    entries.set(key, entry)
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value ?? key)
  }
  return {
    get(memberId: number, day: string, load: () => Promise<ClubTeam>): Promise<ClubTeam> {
      const key = `${memberId}:${day}`
      const entry = entries.get(key)
      const age = entry ? now() - entry.at : Infinity
      if (entry && age < options.ttlMs) {
        if (age >= refreshAt && !entry.next) {
          // The next answer, read now; it takes over once read (or once this one is too old).
          const next = (entry.next = read(key, load))
          next.team.then(
            () => {
              if (entries.get(key) === entry && entry.next === next) keep(key, next)
            },
            () => undefined,
          )
        }
        return entry.team
      }
      const next = entry?.next && now() - entry.next.at < options.ttlMs ? entry.next : read(key, load)
      keep(key, next)
      return next.team
    },
  }
}
export type TeamOverviewCache = ReturnType<typeof createTeamOverviewCache>
