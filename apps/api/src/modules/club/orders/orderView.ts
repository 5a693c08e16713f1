import { dynamicCapOf, isStandingOrder, staticCapOf, type ClubOrderView, type ClubRules } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { ordersWithCards } from '../../cards'
import type { ClubOrderRow } from '../tables'

/** An order as the API shows it (spec §3 "Staking order"): caps from the rules, mint amount once standing. */
export function toClubOrderView(row: ClubOrderRow, rules: ClubRules, hasCard: boolean): ClubOrderView {
  return {
    id: row.uuid,
    status: row.status,
    amount: row.amount.toString(),
    shares: row.shares.toString(),
    staticEarned: row.staticEarned.toString(),
    staticCap: staticCapOf(row.amount, rules).toString(),
    dynamicEarned: row.dynamicEarned.toString(),
    dynamicCap: dynamicCapOf(row.amount, rules).toString(),
    mintAmount: isStandingOrder(row.status) ? row.amount.toString() : '0',
    dpineReturned: row.dpineReturned === null ? null : row.dpineReturned.toString(),
    txHash: row.txHash,
    communityNumber: row.communityNumber,
    activationDay: row.activationDay,
    failureReason: row.failureReason,
    hasCard,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The views of `rows`, with one read of which of them have a shopping card. */
export async function toClubOrderViews(
  db: Db,
  rows: readonly ClubOrderRow[],
  rules: ClubRules,
): Promise<ClubOrderView[]> {
  const ids = rows.map((row) => row.id)
  const withCard = await ordersWithCards(db, { orderIds: ids })
  return rows.map((row) => toClubOrderView(row, rules, withCard.has(row.id)))
}
