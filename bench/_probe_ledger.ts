import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { createLedger } from '@vita/api/modules/ledger/index'
import { createBenchDatabase } from './freshDatabase'

const database = await createBenchDatabase('vita_probe', 16)
const ticks = (pids: number[]) => pids.reduce((s, pid) => { try { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return s + Number(f[11]) + Number(f[12]) } catch { return s } }, 0)
try {
  const ledger = createLedger(database.db)
  await ledger.ensureSystemAccounts()
  for (let m = 1; m <= 1000; m++) await ledger.postTransfer({ idempotencyKey: `s${m}`, currency: 'USDT', type: 'income', amount: 10n ** 30n, from: { systemCode: 'chain_deposits' }, to: { memberId: m } })
  await Promise.all(Array.from({ length: 16 }, (_, i) => ledger.postTransfer({ idempotencyKey: `w${i}`, currency: 'USDT', type: 'transfer', amount: 1n, from: { memberId: i + 1 }, to: { memberId: i + 100 } })))
  const admin = new pg.Client({ connectionString: database.url }); await admin.connect()
  const pids = (await admin.query(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)).rows.map((r) => Number(r.pid))
  const walBefore = (await admin.query('select pg_current_wal_lsn() as l')).rows[0].l
  const c0 = process.cpuUsage(); const p0 = ticks(pids); const t0 = performance.now()
  let n = 0
  await Promise.all(Array.from({ length: 16 }, async () => { while (performance.now() - t0 < 8000) { const i = n++; const f = 1 + (i * 7919) % 1000; const t = 1 + (f % 999); await ledger.postTransfer({ idempotencyKey: `b${i}`, currency: 'USDT', type: 'transfer', amount: 5n, from: { memberId: f }, to: { memberId: t === f ? f % 1000 + 1 : t } }) } }))
  const secs = (performance.now() - t0) / 1000; const c = process.cpuUsage(c0); const p = ticks(pids) - p0
  const walAfter = (await admin.query('select pg_current_wal_lsn() as l, pg_wal_lsn_diff(pg_current_wal_lsn(), $1) as d', [walBefore])).rows[0].d
  console.log(`${n} transfers in ${secs.toFixed(1)}s = ${Math.round(n / secs)}/s; node cpu ${((c.user + c.system) / 1000 / n).toFixed(3)} ms/transfer; pg backends cpu ${((p * 10) / n).toFixed(3)} ms/transfer (${pids.length} backends); wal ${Math.round(Number(walAfter) / n)} B/transfer`)
  await admin.end()
} finally { await database.drop() }
