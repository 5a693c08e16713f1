import { PgDialect } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { createLedger } from '@vita/api/modules/ledger/index'
import { accountIdQuery, postingCtes, transferColumns } from '@vita/api/modules/ledger/transferRow'
import { createBenchDatabase } from './freshDatabase'

const database = await createBenchDatabase('vita_probe', 4)
try {
  const ledger = createLedger(database.db)
  await ledger.ensureSystemAccounts()
  for (let m = 1; m <= 1000; m++) await ledger.postTransfer({ idempotencyKey: `s${m}`, currency: 'USDT', type: 'income', amount: 10n ** 30n, from: { systemCode: 'chain_deposits' }, to: { memberId: m } })
  const q = (key: string) => sql`with debit as (${accountIdQuery({ memberId: 5 }, 'USDT')}),
    credit as (${accountIdQuery({ memberId: 6 }, 'USDT')}),
    ins as (
      insert into ledger_transfers (idempotency_key, request_hash, currency, type, status, amount, debit_account_id,
        credit_account_id, reference_type, reference_id, memo, reverses_transfer_id, resolved_at)
      select ${key}, ${'h'}, ${'USDT'}, ${'transfer'}, ${'posted'}, ${'5'}::numeric,
        debit.id, credit.id, ${null}, ${null}, ${null},
        ${null}::bigint, now()
      from debit, credit
      on conflict (idempotency_key) do nothing
      returning *
    ),
    ${postingCtes('ins', false)}
    select ${transferColumns('ins')} from ins`
  const { sql: text, params } = new PgDialect().sqlToQuery(q('x'))
  const client = new pg.Client({ connectionString: database.url }); client.on('error', () => undefined); await client.connect()
  for (let i = 0; i < 3; i++) {
    const r = await client.query(`explain (analyze, buffers, timing) ${text}`, params.map((p) => (p === "x" ? `x${i}` : p)))
    console.log(r.rows.map((x) => x['QUERY PLAN']).filter((l: string) => /Planning|Execution|Trigger|Time/.test(l)).join('\n'))
  }
  console.log(text)
  await client.end()
} catch (e) { console.error('ERR', e) } finally { await database.drop() }
