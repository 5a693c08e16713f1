import { sql } from 'drizzle-orm'
import { bytesToHex } from 'viem'
import {
  CHUNK_HEIGHT,
  CHUNK_LEAVES,
  chunkRecord,
  chunkedRoot,
  createMemberCommitter,
  type SumLeaf,
  type SumNode,
} from '@vita/shared/solvency'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'
import { memberSaltBytes } from './memberSalt'
import type { Reserves } from './reserves/readReserves'
import { loadKeccak } from './wasmKeccak'

export type SnapshotLiabilitiesParameters = {
  /** The settled business day the snapshot stands for ('YYYY-MM-DD'). */
  day: string
  /** The order of every amounts list (SOLVENCY_CURRENCIES). */
  currencies: readonly string[]
  saltKey: string
  /**
   * The reserves read at the snapshot's block (reserves/readReserves.ts), stored with the day; absent
   * where no chain is configured (the day's reserves stay null).
   */
  reserves?: Reserves | undefined
}
export type SnapshotLiabilitiesReturnType =
  | { kind: 'taken'; day: string; leafCount: number; root: string; totals: bigint[] }
  | { kind: 'alreadyTaken'; day: string; root: string }

/** Members read per statement while the snapshot walks them. */
const PAGE = 5_000

type Chunk = { firstMemberId: number; ids: number[]; uuids: string[]; amounts: bigint[][]; leaves: SumLeaf[] }
type StoredChunk = Chunk & { record: SumNode }

/**
 * Takes `day`'s liabilities snapshot once (docs/adr/008-solvency-snapshots.md): in one REPEATABLE READ
 * transaction, every member (zero balances too) in id order with the sum of their ledger balances per
 * currency (available — which still holds what a pending withdrawal reserved —, claimable, staked: the
 * ledger's `ledger_member_balances`), each leaf committed with the member's salt of the day, stored in
 * chunks with the chunks' records, the day's root and totals, and the reserves read before it. A day
 * taken already is answered, not taken again; a crash rolls the whole snapshot back.
 */
export async function snapshotLiabilities(
  db: Db,
  p: SnapshotLiabilitiesParameters,
): Promise<SnapshotLiabilitiesReturnType> {
  const keccak = await loadKeccak()
  return db.transaction(
    async (tx) => {
      const [taken] = await queryRows<{ root: string }>(
        tx,
        sql`select root from solvency_days where day = ${p.day}::date`,
      )
      if (taken) return { kind: 'alreadyTaken', day: p.day, root: taken.root }
      const commit = createMemberCommitter(keccak)
      const chunks: StoredChunk[] = []
      let chunk: Chunk = emptyChunk()
      let leafCount = 0
      const close = () => {
        chunks.push({ ...chunk, record: chunkRecord(chunk.leaves, p.currencies, keccak) })
        // Only a tree of one chunk needs its leaves again (its root is the chunk's own tree's): the
        // others' commitments are dropped as soon as their records are made (1,000,000 members' would
        // hold hundreds of MiB).
        if (chunks.length === 2) chunks[0]?.leaves.splice(0)
        if (chunks.length >= 2) chunk.leaves.splice(0)
        chunk = emptyChunk()
      }
      for (let after = 0; ;) {
        const page = await liabilitiesAfter(tx, after, p.currencies)
        for (const member of page) {
          if (chunk.ids.length === 0) chunk.firstMemberId = member.id
          const salt = memberSaltBytes(p.saltKey, p.day, member.uuid)
          chunk.ids.push(member.id)
          chunk.uuids.push(member.uuid)
          chunk.amounts.push(member.amounts)
          chunk.leaves.push({
            memberCommitment: bytesToHex(commit(salt, member.uuid)),
            amounts: member.amounts,
          })
          leafCount += 1
          if (chunk.ids.length === CHUNK_LEAVES) close()
        }
        if (page.length < PAGE) break
        after = page[page.length - 1]?.id ?? after
      }
      if (chunk.ids.length > 0) close()
      const { root, totals } = chunkedRoot({
        currencies: p.currencies,
        leafCount,
        chunkRecords: chunks.map((c) => c.record),
        firstChunkLeaves: chunks[0]?.leaves ?? [],
        keccak,
      })
      await tx.execute(sql`insert into solvency_days (day, currencies, leaf_count, chunk_height, root, totals,
          reserves_block)
        values (${p.day}::date, ${`{${p.currencies.join(',')}}`}::text[], ${leafCount}, ${CHUNK_HEIGHT}, ${root},
          ${`{${totals.join(',')}}`}::numeric[], ${p.reserves?.blockNumber.toString() ?? null}::bigint)`)
      for (let from = 0; from < chunks.length; from += 500) await insertChunks(tx, p.day, chunks, from, 500)
      if (p.reserves) await insertReserves(tx, p.day, p.reserves)
      return { kind: 'taken', day: p.day, leafCount, root, totals: [...totals] }
    },
    { isolationLevel: 'repeatable read' },
  )
}

const emptyChunk = (): Chunk => ({ firstMemberId: 0, ids: [], uuids: [], amounts: [], leaves: [] })

/** The next members after `after` (id order) with their balances per currency, every member once. */
async function liabilitiesAfter(db: Db, after: number, currencies: readonly string[]) {
  const sums = sql.join(
    currencies.map(
      (currency) => sql`coalesce(sum(b.balance) filter (where b.currency = ${currency}), 0)::text`,
    ),
    sql`, `,
  )
  const rows = await queryRows<{ id: string; uuid: string; amounts: string[] }>(
    db,
    // The range on the balances' side too: the planner does not carry `m.id > after` through the join,
    // and every page's read of the accounts began at the first member's (1,000,000 members: quadratic).
    sql`select m.id::text as id, m.uuid::text as uuid, array[${sums}] as amounts
      from members_referral_tree m
        left join ledger_member_balances b on b.member_id = m.id and b.member_id > ${after}
      where m.id > ${after}
      group by m.id, m.uuid order by m.id limit ${PAGE}`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    uuid: row.uuid,
    amounts: row.amounts.map((a) => BigInt(a)),
  }))
}

async function insertChunks(
  db: Db,
  day: string,
  chunks: readonly StoredChunk[],
  from: number,
  count: number,
) {
  const rows = chunks.slice(from, from + count).map((chunk, offset) => ({
    index: from + offset,
    first: chunk.firstMemberId,
    ids: `{${chunk.ids.join(',')}}`,
    uuids: `{${chunk.uuids.join(',')}}`,
    amounts: `{${chunk.amounts.flat().join(',')}}`,
    hash: chunk.record.hash,
    sums: `{${chunk.record.sums.join(',')}}`,
  }))
  await db.execute(sql`insert into solvency_chunks (day, chunk_index, first_member_id, member_ids, member_uuids,
      amounts, record_hash, record_sums)
    select ${day}::date, r.index, r.first, r.ids::bigint[], r.uuids::uuid[], r.amounts::numeric[], r.hash,
      r.sums::numeric[]
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(index int, first bigint, ids text, uuids text, amounts text, hash text, sums text)`)
}

async function insertReserves(db: Db, day: string, reserves: Reserves) {
  if (reserves.holdings.length === 0) return
  const rows = reserves.holdings.map((holding) => ({ ...holding, amount: holding.amount.toString() }))
  await db.execute(sql`insert into solvency_reserves (day, address, currency, label, amount)
    select ${day}::date, r.address, r.currency, r.label, r.amount::numeric
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(address text, currency text, label text, amount text)`)
}

/** Whether `day`'s snapshot is taken (the job asks before reading the reserves from the chain). */
export async function isSnapshotTaken(db: Db, day: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from solvency_days where day = ${day}::date`)
  return rows.length > 0
}
