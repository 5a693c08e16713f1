import { sql } from 'drizzle-orm'
import type { Hex } from 'viem'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'

/** A snapshotted day not yet published, with what an earlier run stored of its publication. */
export type DayToPublish = {
  day: string
  root: Hex
  totals: bigint[]
  /** 0 for a day taken without reserves (the registry's reservesBlock is a block number, never null). */
  reservesBlock: bigint
  sent: { txHash: Hex; rawTx: Hex; nonce: number } | null
}

/** Every day without a publication or whose transaction is still `sent`, oldest first. */
export async function daysToPublish(db: Db): Promise<DayToPublish[]> {
  const rows = await queryRows<{
    day: string
    root: Hex
    totals: string[]
    reserves_block: string | null
    tx_hash: Hex | null
    raw_tx: Hex | null
    nonce: string | null
  }>(
    db,
    sql`select d.day::text as day, d.root, d.totals::text[] as totals, d.reserves_block::text as reserves_block,
        p.tx_hash, p.raw_tx, p.nonce::text as nonce
      from solvency_days d left join solvency_publications p on p.day = d.day
      where p.day is null or p.status = 'sent'
      order by d.day`,
  )
  return rows.map((row) => ({
    day: row.day,
    root: row.root,
    totals: row.totals.map((total) => BigInt(total)),
    reservesBlock: BigInt(row.reserves_block ?? '0'),
    sent:
      row.tx_hash && row.raw_tx && row.nonce !== null
        ? { txHash: row.tx_hash, rawTx: row.raw_tx, nonce: Number(row.nonce) }
        : null,
  }))
}

export type StoreSignedParameters = {
  day: string
  registry: string
  signed: { txHash: Hex; rawTx: Hex; nonce: number }
  /** The stored transaction this one replaces (its nonce went to another), or null for the first. */
  replacing: Hex | null
}

/**
 * Stores a signed, not yet broadcast publication: the first for the day, or one replacing the stored
 * transaction (compare-and-set on its hash, which is kept among the replaced). False when the row was
 * not what this run read (another runner got there first): nothing is sent then.
 */
export async function storeSigned(db: Db, p: StoreSignedParameters): Promise<boolean> {
  const { txHash, rawTx, nonce } = p.signed
  const rows =
    p.replacing === null
      ? await queryRows(
          db,
          sql`insert into solvency_publications (day, registry, status, tx_hash, raw_tx, nonce)
            values (${p.day}::date, ${p.registry}, 'sent', ${txHash}, ${rawTx}, ${nonce})
            on conflict (day) do nothing returning day`,
        )
      : await queryRows(
          db,
          sql`update solvency_publications set tx_hash = ${txHash}, raw_tx = ${rawTx}, nonce = ${nonce},
              replaced_tx_hashes = array_append(replaced_tx_hashes, tx_hash), last_error = null, sent_at = now()
            where day = ${p.day}::date and status = 'sent' and tx_hash = ${p.replacing} returning day`,
        )
  return rows.length === 1
}

/** Our stored transaction is mined with the confirmations: the day is published in `blockNumber`. */
export async function markPublished(db: Db, day: string, txHash: Hex, blockNumber: bigint): Promise<void> {
  await db.execute(sql`update solvency_publications set status = 'published', block_number = ${blockNumber.toString()},
      last_error = null, published_at = now()
    where day = ${day}::date and tx_hash = ${txHash}`)
}

export type RecordFoundParameters = {
  day: string
  registry: string
  /** `published` when the registry holds our root and totals, `conflict` when it holds others. */
  status: 'published' | 'conflict'
  txHash: Hex
  blockNumber: bigint
}

/**
 * The registry was found holding the day, published by `txHash` (ours or not): recorded so, a stored
 * transaction of ours that is not it kept among the replaced. Nothing is sent for the day again.
 */
export async function recordFound(db: Db, p: RecordFoundParameters): Promise<void> {
  const found = { hash: p.txHash, block: p.blockNumber.toString() }
  await db.execute(sql`insert into solvency_publications (day, registry, status, tx_hash, block_number, published_at)
    values (${p.day}::date, ${p.registry}, ${p.status}, ${found.hash}, ${found.block}, now())
    on conflict (day) do update set status = excluded.status, tx_hash = excluded.tx_hash,
      block_number = excluded.block_number, published_at = excluded.published_at,
      replaced_tx_hashes = case when solvency_publications.tx_hash = excluded.tx_hash
        then solvency_publications.replaced_tx_hashes
        else array_append(solvency_publications.replaced_tx_hashes, solvency_publications.tx_hash) end`)
}

/** Why the last attempt did not publish (a failed broadcast, a reverted transaction), for the operator. */
export async function recordPublicationError(db: Db, day: string, message: string): Promise<void> {
  await db.execute(sql`update solvency_publications set last_error = ${message.slice(0, 1000)}
    where day = ${day}::date`)
}
