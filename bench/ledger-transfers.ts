/**
 * Ledger transfers per second on PostgreSQL: 16 concurrent clients post member-to-member transfers
 * (random pairs of 1,000 funded members, each a unique idempotency key) for ~10 s, then the same with
 * every transfer also crediting one hot account (fee_pool), which serialises on that row's lock.
 * Postings go through the ledger's public API on the root handle, so concurrent ones are group-committed
 * (ledger/transferBatcher.ts); the average batch size is printed.
 * Target: ≥ 2,000/s on the 2-core machine. Run: npx tsx bench/ledger-transfers.ts
 */
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import {
  createLedger,
  insertTestMembers,
  memberIdRange,
  transferBatcherFor,
  type PostTransferParameters,
} from '@vita/api/bench'
import { createBenchDatabase, percentile } from './freshDatabase'
import { postgresCpuMsSince, postgresTicks } from './postgresCpu'

const CLIENTS = 16
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000)
const MEMBERS = 1_000

const database = await createBenchDatabase('vita_bench_ledger', CLIENTS)
try {
  const ledger = createLedger(database.db)
  await ledger.ensureSystemAccounts()
  await insertTestMembers(database.db, memberIdRange(1, MEMBERS))
  for (let memberId = 1; memberId <= MEMBERS; memberId++) {
    await ledger.postTransfer({
      idempotencyKey: `seed-${memberId}`,
      currency: 'USDT',
      type: 'income',
      amount: 10n ** 30n,
      from: { systemCode: 'chain_deposits' },
      to: { memberId },
    })
  }

  const run = async (label: string, transfer: (n: number) => PostTransferParameters, durationMs: number) => {
    const latencies: number[] = []
    const nodeCpu = process.cpuUsage()
    const postgresBefore = postgresTicks()
    const batchesBefore = transferBatcherFor(database.db).stats()
    let next = 0
    const deadline = performance.now() + durationMs
    const started = performance.now()
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < deadline) {
          const n = next++
          const t0 = performance.now()
          await ledger.postTransfer(transfer(n))
          latencies.push(performance.now() - t0)
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    console.log(
      `${label}: ${Math.round(latencies.length / seconds)}/s (${latencies.length} in ${seconds.toFixed(1)} s, ${CLIENTS} clients)` +
        `  p50 ${percentile(latencies, 0.5).toFixed(2)} ms  p99 ${percentile(latencies, 0.99).toFixed(2)} ms`,
    )
    // Throughput here depends on what else the 2 cores are doing; CPU per transfer does not (much).
    const { user, system } = process.cpuUsage(nodeCpu)
    const postgresMs = postgresCpuMsSince(postgresBefore)
    console.log(
      `  CPU per transfer: node ${((user + system) / 1000 / latencies.length).toFixed(3)} ms` +
        (postgresMs === null ? '' : `, PostgreSQL ${(postgresMs / latencies.length).toFixed(3)} ms`) +
        `; load average ${loadavg()[0]?.toFixed(1)}`,
    )
    const batches = transferBatcherFor(database.db).stats()
    console.log(
      `  ${batches.batches - batchesBefore.batches} batches, ${((batches.items - batchesBefore.items) / (batches.batches - batchesBefore.batches)).toFixed(1)} transfers each on average` +
        `, ${batches.failedBatches - batchesBefore.failedBatches} fell back to single statements`,
    )
  }

  const randomMember = () => 1 + Math.floor(Math.random() * MEMBERS)
  await run(
    'ledger transfers/s',
    (n) => {
      const from = randomMember()
      // Any other member, uniformly.
      const to = ((from + Math.floor(Math.random() * (MEMBERS - 1))) % MEMBERS) + 1
      return {
        idempotencyKey: `bench-${n}`,
        currency: 'USDT',
        type: 'transfer',
        amount: BigInt(1 + Math.floor(Math.random() * 1_000_000)) * 10n ** 12n,
        from: { memberId: from },
        to: { memberId: to },
        reference: { type: 'bench', id: String(n) },
      }
    },
    DURATION_MS,
  )
  await run(
    'ledger transfers/s into one hot account (fee_pool)',
    (n) => ({
      idempotencyKey: `bench-fee-${n}`,
      currency: 'USDT',
      type: 'service_fee',
      amount: 10n ** 15n,
      from: { memberId: randomMember() },
      to: { systemCode: 'fee_pool' },
    }),
    Math.min(DURATION_MS, 5_000),
  )
} finally {
  await database.drop()
}
