/**
 * Test support for the club's reads: members joined under a given inviter through the real sign-in,
 * and the tables other parts of the club write (orders, member figures, settled days, invite rewards,
 * claimable income, pools) seeded directly with hand-chosen values.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { signIn, type TestApp } from '../../app/testApp'
import type { Db } from '../../platform/db/client'
import { postTransfer, type BillType, type SystemAccountCode } from '../ledger'
import { findMemberByUuid, type Member } from '../members'
import {
  clubChainOrders,
  clubInviteRewards,
  clubMemberDays,
  clubMemberStats,
  clubOrders,
  clubSettlements,
  type ClubMemberDayRow,
  type ClubOrderRow,
  type ClubSettlementRow,
} from './tables'

export const UNIT = 10n ** 18n
export const ORDER = 224n * UNIT

export type ClubTestMember = Member & {
  auth: { authorization: string }
  /** The member's wallet, for step-up signatures. */
  account: PrivateKeyAccount
}

/** A member who signed in with `inviter`'s invite code (genesis when omitted). */
export async function joinClub(t: TestApp, inviter: Member = t.genesis): Promise<ClubTestMember> {
  const account = privateKeyToAccount(generatePrivateKey())
  const { token, userInfo } = await signIn(t.app, account, inviter.inviteCode)
  const member = await findMemberByUuid(t.database.db, userInfo.uuid)
  if (!member) throw new Error('member missing after sign-in')
  return { ...member, auth: { authorization: `Bearer ${token}` }, account }
}

export async function setMemberStats(
  db: Db,
  memberId: number,
  stats: Partial<Omit<typeof clubMemberStats.$inferInsert, 'memberId'>>,
): Promise<void> {
  await db
    .insert(clubMemberStats)
    .values({ memberId, ...stats })
    .onConflictDoUpdate({ target: clubMemberStats.memberId, set: stats })
}

/** An order of `memberId` (active by default, one share, 224 USDT). */
export async function seedOrder(
  db: Db,
  memberId: number,
  order: Partial<Omit<typeof clubOrders.$inferInsert, 'memberId'>> = {},
): Promise<ClubOrderRow> {
  const [row] = await db
    .insert(clubOrders)
    .values({ memberId, status: 'active', amount: ORDER, shares: 1n, ...order })
    .returning()
  if (!row) throw new Error('order not inserted')
  return row
}

const zeroSettlement = {
  rules: {},
  staticPool: 0n,
  staticRateBps: 400,
  staticDailyAmount: 0n,
  staticTotalShares: 0n,
  staticTotalWeightedShares: 0n,
  staticPaid: 0n,
  dynamicPool: 0n,
  dynamicRateBps: 200,
  dynamicDailyAmount: 0n,
  topFourAllocation: 0n,
  userCountWeight: 0n,
  teamPerformanceWeight: 0n,
  qualifiedUserCount: 0,
  totalTeamPerformance: 0n,
  dynamicPaid: 0n,
  inviteRewardsGranted: 0n,
  inviteRewardsReversed: 0n,
  feePoolAfter: 0n,
  levelChanges: 0,
}

export async function seedSettlement(
  db: Db,
  day: string,
  values: Partial<Omit<ClubSettlementRow, 'day' | 'settledAt'>> = {},
): Promise<void> {
  await db.insert(clubSettlements).values({ ...zeroSettlement, ...values, day })
}

export async function seedMemberDay(
  db: Db,
  memberId: number,
  day: string,
  values: Partial<Omit<ClubMemberDayRow, 'day' | 'memberId'>> = {},
): Promise<void> {
  await db.insert(clubMemberDays).values({ level: 0, ...values, day, memberId })
}

export async function seedInviteReward(
  db: Db,
  reward: {
    referrerId: number
    inviteeId: number
    orderId: number
    day: string
    kind?: 'grant' | 'reversal'
  },
  amount: bigint = 10n * UNIT,
): Promise<void> {
  await db.insert(clubInviteRewards).values({ kind: 'grant', ...reward, amount })
}

/** Credits the member's claimable USDT account under `type` (from operator adjustments, the outside). */
export async function seedClaimable(db: Db, memberId: number, type: BillType, amount: bigint): Promise<void> {
  await postTransfer(db, {
    idempotencyKey: `test-claimable:${randomUUID()}`,
    currency: 'USDT',
    type,
    amount,
    from: { systemCode: 'operator_adjustments' },
    to: { memberId, purpose: 'claimable' },
  })
}

/** Puts `amount` USDT into a system account (a pool) from operator adjustments. */
export async function seedPool(db: Db, systemCode: SystemAccountCode, amount: bigint): Promise<void> {
  await postTransfer(db, {
    idempotencyKey: `test-pool:${randomUUID()}`,
    currency: 'USDT',
    type: 'income',
    amount,
    from: { systemCode: 'operator_adjustments' },
    to: { systemCode },
  })
}

/** revealCardSecret's step-up in tests of what follows a reveal (the route's check: cardRoutes.test.ts). */
export const signedInTest = (): Promise<void> => Promise.resolve()

/** An OrderPlaced log as the indexer keeps it raw, written directly. */
export async function insertChainOrder(db: Db, order: typeof clubChainOrders.$inferInsert): Promise<void> {
  await db.insert(clubChainOrders).values(order)
}

/** The raw OrderPlaced logs indexed under `chainId`, in chain order. */
export function listChainOrders(db: Db, chainId: number) {
  return db
    .select()
    .from(clubChainOrders)
    .where(eq(clubChainOrders.chainId, chainId))
    .orderBy(clubChainOrders.blockNumber, clubChainOrders.logIndex)
}
