/** The level table of /vita-club/levels (club-rules §5) as display rows, the caller's row marked. */
import type { ClubLevelRow } from '@vita/shared/schemas/club'
import { formatMoney } from '../../lib/format'

export type LevelTableRow = {
  level: number
  ownOrders: number
  directsWithOrder: number
  /** Whole USDT, grouped ("2,240"). */
  teamPerformance: string
  /** null when the level asks for no legs (V1). */
  legs: { count: number; minLevel: number } | null
  /** The caller's current level. */
  mine: boolean
  /** At or below the caller's level. */
  reached: boolean
}

/** i18n key of a level's label: V0 is "no level yet". */
export function levelLabelKey(level: number): `club.level.v${0 | 1 | 2 | 3 | 4 | 5}` {
  const clamped = Math.max(0, Math.min(5, Math.trunc(level))) as 0 | 1 | 2 | 3 | 4 | 5
  return `club.level.v${clamped}`
}

export function levelTableRows(levels: readonly ClubLevelRow[], myLevel: number): LevelTableRow[] {
  return [...levels]
    .sort((a, b) => a.level - b.level)
    .map((row) => ({
      level: row.level,
      ownOrders: row.ownOrders,
      directsWithOrder: row.directsWithOrder,
      teamPerformance: formatMoney(row.teamPerformance, 2),
      legs: row.legs.count > 0 ? { count: row.legs.count, minLevel: row.legs.minLevel } : null,
      mine: row.level === myLevel,
      reached: row.level <= myLevel,
    }))
}
