import { randomUUID } from 'node:crypto'
import { getAddress, numberToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubTeamFigures, DEFAULT_CLUB_RULES, type ClubMember, type ClubOrder } from '@vita/shared'
import { pick, randomInt, seedFrom, withSeed, type Random } from '@vita/shared/prng'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../platform/db/testing'
import { communityNumberFor, insertTestMemberRows, pathSegment } from '../../members/membersTesting'
import { clubMemberStats } from '../tables'
import { applyOrderToTeam } from './applyOrderToTeam'
import { syncMemberStats } from './syncMemberStats'

const SEED = seedFrom('TEAM_SEED', 20_261_123)
const UNIT = 10n ** 18n

type TreeMember = { id: number; referrerId: number | null; path: string }

/** Members 1…n: a few roots, everyone else under a random earlier member (deep and wide branches). */
function randomTree(random: Random, from: number, count: number, existing: TreeMember[]): TreeMember[] {
  const tree = [...existing]
  for (let id = from; id < from + count; id++) {
    const parent = tree.length === 0 || random() < 0.05 ? undefined : pick(random, tree)
    tree.push({ id, referrerId: parent?.id ?? null, path: `${parent?.path ?? '/'}${pathSegment(id)}/` })
  }
  return tree.slice(existing.length)
}

async function insertTree(db: TestDatabase['db'], tree: TreeMember[]): Promise<void> {
  for (const member of tree) {
    await insertTestMemberRows(db, [
      {
        id: member.id,
        uuid: randomUUID(),
        address: getAddress(numberToHex(0x7ea40000000n + BigInt(member.id), { size: 20 })),
        communityNumber: communityNumberFor(member.id),
        inviteCode: `TEAM${member.id.toString(36).toUpperCase().padStart(6, '0')}`,
        referrerId: member.referrerId,
        path: member.path,
        depth: member.path.split('/').length - 3,
      },
    ])
  }
}

describe.each(testDatabaseKinds)(
  `team figures, incremental vs from scratch (TEAM_SEED=${SEED}) on %s`,
  (kind) => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase(kind)
    })
    afterAll(() => database?.dispose())

    async function expectFiguresMatch(tree: TreeMember[], orders: ClubOrder[]): Promise<void> {
      const snapshot: ClubMember[] = tree.map((member) => ({
        memberId: String(member.id),
        referrerId: member.referrerId === null ? null : String(member.referrerId),
        joinedAt: member.id,
        level: 0,
      }))
      const expected = clubTeamFigures(snapshot, orders, DEFAULT_CLUB_RULES)
      const rows = new Map(
        (await database.db.select().from(clubMemberStats)).map((row) => [row.memberId, row]),
      )
      for (const member of tree) {
        const want = expected.get(String(member.id))
        const row = rows.get(member.id)
        const volume = orders
          .filter((order) => order.memberId === String(member.id) && order.status === 'active')
          .reduce((sum, order) => sum + order.amount, 0n)
        const directs = tree.filter((other) => other.referrerId === member.id).length
        const downline = tree.filter(
          (other) => other.id !== member.id && other.path.startsWith(member.path),
        ).length
        expect({
          member: member.id,
          ownOrders: row?.ownOrders ?? 0,
          ownVolume: row?.ownVolume ?? 0n,
          teamPerformance: row?.teamPerformance ?? 0n,
          directsWithOrder: row?.directsWithOrder ?? 0,
          directCount: row?.directCount ?? 0,
          teamSize: row?.teamSize ?? 0,
        }).toEqual({
          member: member.id,
          ownOrders: want?.ownOrders,
          ownVolume: volume,
          teamPerformance: want?.teamPerformance,
          directsWithOrder: want?.directsWithOrder,
          directCount: directs,
          teamSize: downline,
        })
      }
    }

    it('own orders, volume, team performance, directs with an order, team size and direct count match clubTeamFigures after random applies, un-applies and joins', async () => {
      await withSeed(
        SEED,
        async (random) => {
          const tree = randomTree(random, 1, 40, [])
          await insertTree(database.db, tree)
          const orders: ClubOrder[] = []
          let applied = 0
          let unapplied = 0
          for (let round = 0; round < 4; round++) {
            // New members join between rounds; a second sync finds nothing left to count.
            if (round > 0) {
              const joined = randomTree(random, 1 + tree.length, 15, tree)
              await insertTree(database.db, joined)
              tree.push(...joined)
            }
            await syncMemberStats(database.db, { batchSize: 7 + round })
            while ((await syncMemberStats(database.db, { batchSize: 7 })).synced > 0);
            expect(await syncMemberStats(database.db)).toEqual({ synced: 0 })
            for (let step = 0; step < 40; step++) {
              const standing = orders.filter((order) => order.status === 'active')
              if (standing.length > 0 && random() < 0.3) {
                const order = pick(random, standing)
                await applyOrderToTeam(database.db, {
                  memberId: Number(order.memberId),
                  amount: order.amount,
                  direction: -1,
                })
                order.status = 'failed'
                unapplied += 1
              } else {
                const member = pick(random, tree)
                const amount = BigInt(randomInt(random, 1, 5)) * 224n * UNIT
                await applyOrderToTeam(database.db, { memberId: member.id, amount, direction: 1 })
                orders.push({
                  orderId: String(orders.length + 1),
                  memberId: String(member.id),
                  amount,
                  status: 'active',
                  activationDay: 0,
                  staticEarned: 0n,
                  dynamicEarned: 0n,
                  inviteRewardTo: null,
                })
                applied += 1
              }
            }
            await expectFiguresMatch(tree, orders)
          }
          // Both directions were exercised, including members whose own orders went back to zero.
          expect(applied).toBeGreaterThan(50)
          expect(unapplied).toBeGreaterThan(10)
        },
        'TEAM_SEED',
      )
    })
  },
)
