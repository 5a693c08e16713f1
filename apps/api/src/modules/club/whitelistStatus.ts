import { eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { clubWhitelist, type WhitelistStatus } from './tables'

/** 'unknown': the whitelist job has not queued the member yet (the buy screen shows it as pending too). */
export type WhitelistStatusReturnType = WhitelistStatus | 'unknown'

/** Where the member's wallet is on its way onto the order whitelist (the buy screen's "activation pending"). */
export async function whitelistStatus(db: Db, memberId: number): Promise<WhitelistStatusReturnType> {
  const [row] = await db
    .select({ status: clubWhitelist.status })
    .from(clubWhitelist)
    .where(eq(clubWhitelist.memberId, memberId))
  return row?.status ?? 'unknown'
}
