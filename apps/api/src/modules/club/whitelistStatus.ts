import { eq, sql, type Placeholder } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { clubWhitelist, type WhitelistStatus } from './tables'

/** 'unknown': the whitelist job has not queued the member yet (the buy screen shows it as pending too). */
export type WhitelistStatusReturnType = WhitelistStatus | 'unknown'

const statusQuery = (db: Db, memberId: number | Placeholder) =>
  db.select({ status: clubWhitelist.status }).from(clubWhitelist).where(eq(clubWhitelist.memberId, memberId))

/** Where the member's wallet is on its way onto the order whitelist (the buy screen's "activation pending"). */
export async function whitelistStatus(db: Db, memberId: number): Promise<WhitelistStatusReturnType> {
  const [row] = await statusQuery(db, memberId)
  return row?.status ?? 'unknown'
}

/**
 * whitelistStatus as a statement built and prepared once, for GET /club/activation (the buy screen
 * asks it while it waits): building the query cost more CPU than answering it. `db` is the app's
 * root handle, not a transaction.
 */
export function preparedWhitelistStatus(db: Db): (memberId: number) => Promise<WhitelistStatusReturnType> {
  const query = statusQuery(db, sql.placeholder('memberId')).prepare('club_whitelist_status')
  return async (memberId) => (await query.execute({ memberId }))[0]?.status ?? 'unknown'
}
