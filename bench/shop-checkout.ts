/**
 * Checkout throughput on PostgreSQL: place + pay from the balance through the service functions the
 * routes call (placeShopOrder, payShopOrder), CLIENTS at once, each placing then paying one order at a
 * time (buy now, 1–3 units). MEMBERS members funded through the ledger (operator_adjustments →
 * member), SKUS products of one SKU each. Two runs: "spread" picks a random SKU per order (realistic
 * stock contention), "hot SKU" sends every order to the same SKU (every reservation waits on one row).
 * Afterwards (the sales counters folded, as the shop.foldSales job does), per SKU and product, stock +
 * sold = initial (sold from the order items and from the sales counters), the shop's revenue equals the
 * orders' totals, and the ledger has no violation.
 * Target: ≥ 1,000 orders/s with 16 clients. Run: npx tsx bench/shop-checkout.ts (BENCH_ORDERS=2000 for a
 * quick run).
 */
import { availableParallelism, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { DEFAULT_DELIVERY_FEES } from '@vita/shared'
import type { CheckoutRequest } from '@vita/shared/schemas/shop'
import {
  checkoutBatchOptions,
  createCardService,
  createLedger,
  foldSalesCounters,
  insertTestMembers,
  ledgerViolations,
  memberIdRange,
  paying,
  payShopOrder,
  placeShopOrder,
  placing,
  queryRows,
  type Db,
} from '@vita/api/bench'
import { createBenchDatabase, percentile } from './freshDatabase'
import { postgresCpuMsSince, postgresTicks } from './postgresCpu'

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000)
const MEMBERS = 2_000
const SKUS = 2_000
const STOCK = 100_000
const UNIT = 10n ** 18n
const PRICE = 3n * UNIT
const WARMUP = 200

const cards = createCardService('bench-shop-checkout-card-key-'.padEnd(40, 'x'))
const now = new Date()

const database = await createBenchDatabase('vita_bench_checkout', CLIENTS + 4)
try {
  const { db } = database
  const ledger = createLedger(db)
  const batching = {
    maxBatchSize: Number(process.env.BENCH_BATCH_SIZE ?? checkoutBatchOptions.maxBatchSize),
    maxInFlight: Number(process.env.BENCH_IN_FLIGHT ?? checkoutBatchOptions.maxInFlight),
  }
  placing.configure(db, batching)
  paying.configure(db, batching)
  await ledger.ensureSystemAccounts()
  const t0 = performance.now()
  await insertTestMembers(db, memberIdRange(1, MEMBERS))
  // Every member is funded through the ledger, far more than their share of the bench's orders.
  const funding = 1_000_000n * UNIT
  for (let from = 1; from <= MEMBERS; from += 100)
    await Promise.all(
      memberIdRange(from, Math.min(MEMBERS, from + 99)).map((memberId) =>
        ledger.postTransfer({
          idempotencyKey: `bench-fund:${memberId}`,
          currency: 'USDT',
          type: 'income',
          amount: funding,
          from: { systemCode: 'operator_adjustments' },
          to: { memberId },
        }),
      ),
    )
  await db.execute(sql`insert into delivery_addresses (member_id, name, tel, province, city, county, area_code, detail, is_default)
    select m, '张三', '13800000000', '广东省', '深圳市', '南山区', '440305', '科技园 ' || m || ' 号', true
    from generate_series(1, ${MEMBERS}) m`)
  await db.execute(sql`insert into products (category, name_zh, name_en, images, price, stock, listed)
    select 'digital', '蓝牙耳机 ' || i, 'Bluetooth earbuds ' || i, '["cover.webp"]'::jsonb, ${PRICE}, ${STOCK}, true
    from generate_series(1, ${SKUS}) i`)
  await db.execute(sql`insert into skus (product_id, code, options, price, stock)
    select id, 'BENCH-' || id, '{}'::jsonb, price, stock from products`)
  await db.execute(sql`analyze`)
  const addresses = new Map(
    (
      await queryRows<{ member: string; uuid: string }>(
        db,
        sql`select member_id::text as member, uuid::text from delivery_addresses`,
      )
    ).map((row) => [Number(row.member), row.uuid]),
  )
  const skuIds = (await queryRows<{ id: string }>(db, sql`select id::text from skus order by id`)).map(
    (row) => row.id,
  )
  console.log(
    `seeded ${MEMBERS} funded members, ${SKUS} SKUs in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )

  let sequence = 0
  /** Places and pays one order of member `memberId` for `quantity` of `skuId`. */
  const checkout = async (memberId: number, skuId: string, quantity: number) => {
    const n = ++sequence
    const request: CheckoutRequest = {
      lines: { source: 'buyNow', skuId, quantity },
      addressId: addresses.get(memberId) ?? '',
      deliveryMethod: 'standard',
    }
    const placed = await placeShopOrder(db, {
      memberId,
      requestKey: `bench-place-${n}`,
      request,
      fees: DEFAULT_DELIVERY_FEES,
      paymentTimeoutMinutes: 30,
      uploadsBaseUrl: '/uploads',
      now,
    })
    await payShopOrder(db, {
      memberId,
      orderNo: placed.order.orderNo,
      requestKey: `bench-pay-${n}`,
      request: { method: 'balance' },
      cards,
      uploadsBaseUrl: '/uploads',
      now,
    })
  }

  /** `orders` checkouts over CLIENTS clients; each client buys as its own members in turn. */
  const run = async (label: string, orders: number, pickSku: () => string) => {
    const samples: number[] = []
    let issued = 0
    const [placeBefore, payBefore] = [placing.stats(db), paying.stats(db)]
    const load = loadavg()[0] ?? 0
    const pgBefore = postgresTicks()
    const cpuBefore = process.cpuUsage()
    const start = performance.now()
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        let turn = 0
        while (issued < orders) {
          issued++
          // Client c buys as members c+1, c+1+CLIENTS, …: two clients never share a member.
          const memberId = 1 + ((client + CLIENTS * turn++) % MEMBERS)
          const began = performance.now()
          await checkout(memberId, pickSku(), 1 + Math.floor(Math.random() * 3))
          samples.push(performance.now() - began)
        }
      }),
    )
    const seconds = (performance.now() - start) / 1000
    const cpu = process.cpuUsage(cpuBefore)
    const pgMs = postgresCpuMsSince(pgBefore)
    const ownMs = await backendCpuMsSince(db, pgBefore)
    if (label)
      console.log(
        `${label}: ${orders} orders in ${seconds.toFixed(2)} s = ${Math.round(orders / seconds)} orders/s; ` +
          `place + pay p50 ${percentile(samples, 0.5).toFixed(2)} ms  p99 ${percentile(samples, 0.99).toFixed(2)} ms ` +
          `(${CLIENTS} clients; load average ${load.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after, ` +
          `${availableParallelism()} cores)\n  CPU per order (what the load of others does not change): ` +
          `this process ${((cpu.user + cpu.system) / 1000 / orders).toFixed(2)} ms, PostgreSQL ` +
          `${pgMs === null ? 'n/a (remote server)' : `${(pgMs / orders).toFixed(2)} ms`} ` +
          `(this database's backends ${ownMs === null ? 'n/a' : `${(ownMs / orders).toFixed(2)} ms`}; ` +
          `the rest is other databases' and PostgreSQL's own processes)\n  ` +
          `batches: place ${batchSummary(placeBefore, placing.stats(db))}, ` +
          `pay ${batchSummary(payBefore, paying.stats(db))}`,
      )
  }

  const randomSku = () => skuIds[Math.floor(Math.random() * skuIds.length)] ?? ''
  await run('', WARMUP, randomSku)
  // The orders' tables were empty when the seed was analyzed: a plan made for an empty table (the
  // foreign keys' checks included) scans it whole. In production autovacuum analyzes a table once 10 %
  // of it changed, which the bench's first seconds are too short for: analyze now, as it would.
  await db.execute(sql`analyze`)
  await run(`spread over ${SKUS} SKUs`, ORDERS, randomSku)
  const hot = skuIds[0] ?? ''
  await run('hot SKU (every order on one SKU)', ORDERS, () => hot)

  // The sales counters take the units paid by the fold (the shop.foldSales job), as in the app.
  await foldSalesCounters(db)
  await audit(db)
} finally {
  await database.drop()
}

/**
 * CPU ms since `before` of the server processes serving this database (other helpers' databases on the
 * same server excluded); null on a remote server.
 */
async function backendCpuMsSince(db: Db, before: Map<number, number>): Promise<number | null> {
  if (before.size === 0) return null
  const pids = await queryRows<{ pid: string }>(
    db,
    sql`select pid::text from pg_stat_activity where datname = current_database()`,
  )
  const now = postgresTicks()
  let ticks = 0
  for (const { pid } of pids) ticks += (now.get(Number(pid)) ?? 0) - (before.get(Number(pid)) ?? 0)
  return ticks * 10
}

type BatchStats = { batches: number; items: number; failedBatches: number }
/** Batches run between two stats, their mean size and how many failed as a whole (their items went alone). */
function batchSummary(before: BatchStats, after: BatchStats): string {
  const batches = after.batches - before.batches
  const items = after.items - before.items
  return `${batches} (${(items / Math.max(1, batches)).toFixed(1)} per batch, ${after.failedBatches - before.failedBatches} failed)`
}

/** Stock + sold = initial on every SKU and product; revenue = paid totals; the ledger balances. */
async function audit(db: Db) {
  const problems: string[] = []
  const skus = await queryRows<{ id: string }>(
    db,
    sql`select s.id::text from skus s
      left join (select sku_id, sum(quantity) as sold from shop_order_items group by sku_id) i on i.sku_id = s.id
      where s.stock + coalesce(i.sold, 0) <> ${STOCK} or s.stock + s.sales <> ${STOCK} or s.stock < 0`,
  )
  for (const row of skus) problems.push(`SKU ${row.id}: stock + sold ≠ ${STOCK}`)
  const products = await queryRows<{ id: string }>(
    db,
    sql`select id::text from products where stock + sales <> ${STOCK} or stock < 0`,
  )
  for (const row of products) problems.push(`product ${row.id}: stock + sales ≠ ${STOCK}`)
  const [totals] = await queryRows<{ orders: string; unpaid: string; paid: string; revenue: string }>(
    db,
    sql`select count(*)::text as orders, count(*) filter (where status <> 'pending_shipment')::text as unpaid,
      coalesce(sum(total) filter (where status = 'pending_shipment'), 0)::text as paid,
      (select balance::text from ledger_accounts where system_code = 'shop_revenue' and currency = 'USDT') as revenue
      from shop_orders`,
  )
  if (!totals || totals.unpaid !== '0') problems.push(`orders not paid: ${totals?.unpaid}`)
  if (totals?.paid !== totals?.revenue)
    problems.push(`revenue ${totals?.revenue} ≠ paid totals ${totals?.paid}`)
  problems.push(...(await ledgerViolations(db)))
  console.log(
    problems.length === 0
      ? `audit: ${totals?.orders} orders paid; stock + sold = ${STOCK} on every SKU and product; revenue = paid totals; ledger balances`
      : `audit FAILED:\n  ${problems.slice(0, 20).join('\n  ')}`,
  )
  if (problems.length > 0) process.exitCode = 1
}
