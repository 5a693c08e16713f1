import { readdirSync, readFileSync } from 'node:fs'

/** CPU ticks (10 ms) per running PostgreSQL process, when the server runs on this machine. */
export function postgresTicks(): Map<number, number> {
  const ticks = new Map<number, number>()
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        if (!stat.includes('(postgres)')) continue
        const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
        ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]))
      } catch {
        // The process ended meanwhile.
      }
    }
  } catch {
    // No /proc: not Linux.
  }
  return ticks
}

/** CPU ms PostgreSQL used since `before` (processes that exited meanwhile are not counted). */
export function postgresCpuMsSince(before: Map<number, number>): number | null {
  if (before.size === 0) return null
  let ticks = 0
  for (const [pid, now] of postgresTicks()) ticks += now - (before.get(pid) ?? 0)
  return ticks * 10
}
