/**
 * Ledger transfers per second on PostgreSQL: 16 concurrent clients post member-to-member transfers
 * (random pairs of 1,000 funded members, each a unique idempotency key) for ~10 s, then the same with
 * every transfer also crediting one hot account (fee_pool), which serialises on that row's lock.
 * Target: ≥ 2,000/s on the 2-core machine. Run: npx tsx bench/ledger-transfers.ts
 */
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { createLedger, type PostTransferParameters } from '@vita/api/modules/ledger/index'
import { insertTestMembers, memberIdRange } from '@vita/api/modules/members/membersTesting'
import { createBenchDatabase, percentile } from './freshDatabase'

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

  // Warm the pool so every client has its connection (and its backend pid is known) before timing.
  await Promise.all(Array.from({ length: CLIENTS }, () => database.db.execute(sql`select pg_sleep(0.05)`)))
  const backendPids = (
    (await database.db.execute(
      sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
    )) as unknown as { rows: { pid: number }[] }
  ).rows.map((r) => Number(r.pid))

  const run = async (label: string, transfer: (n: number) => PostTransferParameters, durationMs: number) => {
    const latencies: number[] = []
    const nodeCpu = process.cpuUsage()
    const serverCpu = backendCpuMs(backendPids)
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
    const serverMs = backendCpuMs(backendPids)
    console.log(
      `  CPU per transfer: node ${((user + system) / 1000 / latencies.length).toFixed(3)} ms` +
        (serverMs === null || serverCpu === null
          ? ''
          : `, PostgreSQL backends ${((serverMs - serverCpu) / latencies.length).toFixed(3)} ms`) +
        `; load average ${loadavg()[0]?.toFixed(1)}`,
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

/** CPU time (ms) the server processes `pids` used so far, when the server runs on this machine. */
function backendCpuMs(pids: number[]): number | null {
  try {
    const ticks = pids.reduce((sum, pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      return sum + Number(fields[11]) + Number(fields[12])
    }, 0)
    return Number.isFinite(ticks) ? ticks * 10 : null
  } catch {
    return null
  }
}
