import { nodeTierKey } from '@vita/shared'
import type { Db } from '../../../../platform/db/client'
import { clubNodePlaces } from '../../tables'

/** Places taken per tier, by `nodeTierKey` (a tier without a row has none taken). */
export async function takenPlaces(db: Db): Promise<Map<string, number>> {
  const rows = await db.select().from(clubNodePlaces)
  return new Map(rows.map((row) => [nodeTierKey(row), row.taken]))
}
