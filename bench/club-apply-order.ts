/**
 * Booking one confirmed club order at the bottom of a referral chain 1,000 deep, on PostgreSQL: what
 * the indexer does per OrderPlaced (the member's order row, four pool credits in the ledger, the
 * buyer's own figures and the team performance of all 1,000 ancestors), one transaction each. Also
 * the team-figure statement alone. Target: p99 < 5 ms. Run: npx tsx bench/club-apply-order.ts
 */
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { getAddress, numberToHex, type Hex } from 'viem'
import { DEFAULT_CLUB_RULES } from '@vita/shared'
import {
  activateChainOrder,
  applyOrderToTeam,
  communityNumberFor,
  createLedger,
  members,
  pathSegment,
  type Db,
} from '@vita/api/bench'
import { createBenchDatabase, percentile } from './freshDatabase'

const DEPTH = 1_000
const WARMUP = 50
const RUNS = 1_000
const PRICE = DEFAULT_CLUB_RULES.orderPrice

const database = await createBenchDatabase('vita_bench_club_apply', 4)
try {
  const { db } = database
  await createLedger(db).ensureSystemAccounts()
  // A path 1,000 levels deep passes btree's 2.7 KB key limit (members/tables.ts: ~400 levels). Booking
  // an order reads members by primary key only, so the bench drops the path index to seed the chain.
  await db.execute(sql`drop index members_path_idx`)
  // Members 1 … 1,000 in one line; under the last one a leaf per booking, so each buyer holds one
  // order as real members do (at most four) and every booking raises all 1,000 ancestors.
  const rows: (typeof members.$inferInsert)[] = []
  const member = (id: number, referrerId: number | null, path: string, depth: number) => ({
    id,
    uuid: crypto.randomUUID(),
    address: getAddress(numberToHex(0xc1ab0000000n + BigInt(id), { size: 20 })),
    communityNumber: communityNumberFor(id),
    inviteCode: `BENCH${id.toString(36).toUpperCase().padStart(5, '0')}`,
    referrerId,
    path,
    depth,
  })
  let path = '/'
  for (let id = 1; id <= DEPTH; id++) {
    path = `${path}${pathSegment(id)}/`
    rows.push(member(id, id === 1 ? null : id - 1, path, id - 1))
  }
  for (let leaf = DEPTH + 1; leaf <= DEPTH + WARMUP + RUNS; leaf++)
    rows.push(member(leaf, DEPTH, `${path}${pathSegment(leaf)}/`, DEPTH))
  for (let i = 0; i < rows.length; i += 200) await db.insert(members).values(rows.slice(i, i + 200))
  const buyerOf = (n: number) => DEPTH + 1 + (n % (WARMUP + RUNS))
  await db.execute(sql`analyze`)

  const bookIn = (tx: Db, n: number) => {
    const txHash = numberToHex(BigInt(n) + 1n, { size: 32 }) as Hex
    return activateChainOrder(tx, {
      placed: {
        chainId: 31337,
        txHash,
        logIndex: 0,
        blockNumber: BigInt(n + 1),
        blockHash: txHash,
        blockTime: new Date(),
        orderId: BigInt(n + 1),
        buyer: rows[buyerOf(n) - 1]?.address ?? '',
        referrer: rows[DEPTH - 1]?.address ?? '',
        amount: PRICE,
        dpineReturned: PRICE / 10n,
        price: 10n ** 18n,
        toStaticPool: (PRICE * 15n) / 100n,
        toCentralBank: (PRICE * 75n) / 100n,
        toFeePool: (PRICE * 10n) / 100n,
      },
      memberId: buyerOf(n),
      rules: DEFAULT_CLUB_RULES,
      timeZone: 'Asia/Shanghai',
    })
  }
  const bookOne = async (n: number) => {
    await db.transaction((tx) => bookIn(tx, n))
  }
  const time = async (label: string, step: (n: number) => Promise<void>, offset: number) => {
    for (let n = 0; n < WARMUP; n++) await step(offset + n)
    const latencies: number[] = []
    for (let n = WARMUP; n < WARMUP + RUNS; n++) {
      const started = performance.now()
      await step(offset + n)
      latencies.push(performance.now() - started)
    }
    console.log(
      `${label} (${RUNS} runs, chain depth ${DEPTH}):` +
        `  p50 ${percentile(latencies, 0.5).toFixed(2)} ms  p99 ${percentile(latencies, 0.99).toFixed(2)} ms`,
    )
  }
  await time('book a confirmed order (order row, 4 pool credits, team figures)', bookOne, 0)
  await time(
    'team figures alone (buyer + 1,000 ancestors, one statement)',
    (n) => applyOrderToTeam(db, { memberId: buyerOf(n), amount: PRICE, direction: n % 2 === 0 ? 1 : -1 }),
    0,
  )
  const [top] = (
    (await db.execute(
      sql`select team_performance::text as tp from club_member_stats where member_id = 1`,
    )) as unknown as {
      rows: { tp: string }[]
    }
  ).rows
  console.log(`root team performance after ${WARMUP + RUNS} bookings: ${top?.tp} base units`)
} finally {
  await database.drop()
}
