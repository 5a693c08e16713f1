/**
 * Test support for the node reads: nodes, their places, their stakes and their settled days written
 * directly (the write side and the settlement are tested on their own), with hand-chosen values.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { NodeTier } from '@vita/shared'
import type { Db } from '../../../../platform/db/client'
import { postTransfer } from '../../../ledger'
import { clubNodeDays, clubNodePlaces, clubNodes, type ClubNodeDayRow, type ClubNodeRow } from '../../tables'

const UNIT = 10n ** 18n

type NodeValues = Partial<Omit<typeof clubNodes.$inferInsert, 'memberId'>>

/**
 * A node of `memberId` (open normal bronze with its 10,000 DPINE stake by default). An open one takes a
 * place of its tier; an open or closing one has its stake in the holder's staked account.
 */
export async function seedNode(db: Db, memberId: number, values: NodeValues = {}): Promise<ClubNodeRow> {
  const [node] = await db
    .insert(clubNodes)
    .values({
      memberId,
      type: 'normal',
      level: 'bronze',
      stake: 10_000n * UNIT,
      openedDay: '2026-03-01',
      ...values,
    })
    .returning()
  if (!node) throw new Error('node not inserted')
  if (node.status === 'open') await takePlaces(db, node, 1)
  if (node.status !== 'closed')
    await postTransfer(db, {
      idempotencyKey: `test-node-stake:${node.id}`,
      currency: 'DPINE',
      type: 'expense',
      amount: node.stake,
      from: { systemCode: 'operator_adjustments' },
      to: { memberId, purpose: 'staked' },
    })
  return node
}

/** Adds `count` to the places taken of `tier`. */
export async function takePlaces(db: Db, tier: NodeTier, count: number): Promise<void> {
  await db
    .insert(clubNodePlaces)
    .values({ type: tier.type, level: tier.level, taken: count })
    .onConflictDoUpdate({
      target: [clubNodePlaces.type, clubNodePlaces.level],
      set: { taken: sql`${clubNodePlaces.taken} + ${count}` },
    })
}

/** The node's statement of `day` (active with weight 1 and no reward by default). */
export async function seedNodeDay(
  db: Db,
  node: ClubNodeRow,
  day: string,
  values: Partial<Omit<ClubNodeDayRow, 'day' | 'nodeId' | 'memberId'>> = {},
): Promise<void> {
  await db.insert(clubNodeDays).values({
    type: node.type,
    level: node.level,
    active: true,
    weight: 1,
    ...values,
    day,
    nodeId: node.id,
    memberId: node.memberId,
  })
}

/** Credits the member's available DPINE (from operator adjustments). */
export async function seedDpine(db: Db, memberId: number, amount: bigint): Promise<void> {
  await postTransfer(db, {
    idempotencyKey: `test-dpine:${randomUUID()}`,
    currency: 'DPINE',
    type: 'income',
    amount,
    from: { systemCode: 'operator_adjustments' },
    to: { memberId },
  })
}
