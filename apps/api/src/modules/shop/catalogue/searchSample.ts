import type { Db } from '../../../platform/db/client'
import { rawQuery } from '../../../platform/db/sql'

/** How long a database's sample serves before it is read again. */
const SAMPLE_MS = 60_000

type Sample = { names: readonly string[]; readAt: number; reading?: Promise<readonly string[]> }
const samples = new WeakMap<Db, Sample>()

/**
 * Product names as the statistics sampled them: search_name's histogram in pg_stats (up to 101 of the
 * lower-cased names, spread over all of them; none before ANALYZE or autovacuum has run). Read once a
 * minute per database, not per search: turning the histogram into text cost PostgreSQL 0.2 to 0.8 ms
 * of CPU, more than some searches. A statistic, not an answer: a search only orders its attempts by it.
 */
export async function sampledSearchNames(db: Db): Promise<readonly string[]> {
  const sample = samples.get(db)
  if (sample && (sample.reading || Date.now() - sample.readAt < SAMPLE_MS))
    return sample.reading ?? sample.names
  const reading = rawQuery(db)<{ names: string | null }>(
    'shop_search_sample',
    `select to_json(histogram_bounds::text::text[])::text as names from pg_stats
      where schemaname = current_schema() and tablename = 'shop_products' and attname = 'search_name'`,
    [],
  ).then(
    (rows) => JSON.parse(rows[0]?.names ?? '[]') as string[],
    () => [] as string[],
  )
  samples.set(db, { names: sample?.names ?? [], readAt: sample?.readAt ?? 0, reading })
  const names = await reading
  samples.set(db, { names, readAt: Date.now() })
  return names
}

/**
 * Whether at least 2% (and two) of the sampled names hold every term: a term in one name of 50 meets a
 * page of 20 within about 1,000 rows of the sort order, so its search walks that first.
 */
export function commonInSample(names: readonly string[], terms: readonly string[]): boolean {
  const lowered = terms.map((term) => term.toLowerCase())
  const holding = names.filter((name) => lowered.every((term) => name.includes(term))).length
  return holding >= Math.max(2, names.length / 50)
}
