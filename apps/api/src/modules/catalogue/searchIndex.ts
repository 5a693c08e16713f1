import type { ProductSort } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { rawQuery } from '../../platform/db/sql'
import type { ProductCursor } from './productCursor'

/**
 * How often at most a process's search index reads the rows changed since its last read (when a
 * search comes). Not a bound on staleness: a search asks the database for every row changed since
 * (indexPage.ts, indexedRows.ts); the reads keep that set small.
 */
export const SEARCH_INDEX_REFRESH_MS = 1000
/** Changed rows one refresh reads at most; past it the index is read again whole. */
const CHANGES_MAX = 5000
/** Rows whose name changed (or new) since the index was built are scanned one by one: past this, rebuilt. */
const ADDED_MAX = 2000
/** Rows the index is built from between two turns of the event loop. */
const BUILD_ROWS = 5000
/**
 * Gram lists at least this long are put in the sales and price orders when the index is built (about
 * 80 ns an entry: a list of 1,000 cost its first search 80 µs); shorter ones as searches need them.
 */
const ORDERED_AHEAD = 100
/** After a failed read, how long searches use the database alone before the index is read again. */
const RETRY_MS = 10_000

type IndexRow = {
  id: string | null
  search_name: string
  listed: boolean
  category: string
  sales: number
  price: string
  change_xid: string
  snapshot: string | null
}

const INDEX_COLUMNS = `p.id::text as id, p.search_name, p.listed, p.category, p.sales, p.price::text as price,
    p.change_xid::text as change_xid, null::text as snapshot`
/**
 * The statement's snapshot (pg_current_snapshot(): `xmin:xmax:running,…`) with the rows, one statement:
 * every row last changed by a transaction it sees (below xmax and not running) is read as it is now.
 */
const SNAPSHOT_ROW = `select null::text as id, null::text as search_name, null::boolean as listed,
    null::text as category, null::int as sales, null::text as price, null::text as change_xid,
    pg_current_snapshot()::text as snapshot`
const READ_ALL = `${SNAPSHOT_ROW} union all (select ${INDEX_COLUMNS} from products p order by p.id)`
/** Rows the last read's snapshot did not see changed: at or past its xmax, or by a transaction running. */
const UNSEEN = (
  xmax: string,
  running: string,
) => `(select * from products p where p.change_xid >= ${xmax}::xid8
      order by p.change_xid limit ${CHANGES_MAX + 1})
    union all (select * from products p where p.change_xid = any(${running}::xid8[]))`
const READ_CHANGES = `${SNAPSHOT_ROW} union all select ${INDEX_COLUMNS} from (${UNSEEN('$1', '$2')}) p`

/**
 * What a read saw: changes by transactions below `xmax` and not `running` (as pg_current_snapshot()).
 * A row changed by another (change_xid) may have changed since.
 */
export type Seen = { xmax: string; running: string[] }
const parseSnapshot = (text: string): Seen => {
  const [, xmax = '0', running = ''] = text.split(':')
  return { xmax, running: running ? running.split(',') : [] }
}

const EMPTY = new Int32Array(0)

/** The first `limit` candidates in a sort's order, and whether they are all of them. */
export type IndexMatches = {
  ids: number[]
  /** The last of `ids` with its sort keys as the index knows them (what it did not give comes after). */
  last: { id: number; sales: number; price: bigint } | undefined
  complete: boolean
  seen: Seen
  generation: number
}

/**
 * Every product's lower-cased names (search_name) with what a search filters and orders by, kept in
 * this process: its grams (one, two and three UTF-16 units) map to the rows holding them, so a
 * search's candidates are the rows of its rarest grams, each then checked by `includes` as
 * PostgreSQL's strpos would. It answers exactly as the table stood at its last read for the rows that
 * read saw last changed (`seen`, change_xid: migration 0020); the rest a search asks the database for.
 * Rows are slots, read in id order, with the sales and price orders of the slots as read. A row whose
 * name, sales or price changed, or a new one, gets a new slot past `indexed` (in no gram list nor
 * order: scanned one by one) and its old one is dead; listed and category change in place.
 */
class SearchIndex {
  ids: number[] = []
  names: string[] = []
  sales: number[] = []
  prices: bigint[] = []
  listed: boolean[] = []
  categories: string[] = []
  private categoryNames = new Map<string, string>()
  changeXids: number[] = []
  alive: boolean[] = []
  slotOf = new Map<number, number>()
  grams = new Map<string, Int32Array>()
  /** Slots below this are in `grams` and the orders. */
  indexed = 0
  /** The indexed slots by sales (descending, then id descending) and by price (ascending, then id). */
  bySales: Int32Array
  byPrice: Int32Array
  /**
   * Gram lists in the sales and price orders' positions (inOrder), made as searches need them. The
   * other two orders walk a list from its end: the price list for priceDesc, the list itself (slots in
   * id order) for newest. Maps, not WeakMaps: the lists live as long as the index (its `grams`), and
   * thousands of weak entries made every mark-compact of the API process longer (ephemerons).
   */
  private salesLists = new Map<Int32Array, Int32Array>()
  private priceLists = new Map<Int32Array, Int32Array>()
  /** Each indexed slot's place in bySales and byPrice. */
  salesRank: Int32Array
  priceRank: Int32Array
  seen: Seen = { xmax: '0', running: [] }
  private xmax = 0
  private running: number[] = []
  /** Counts the reads applied: a search's missing rows are only dropped if none came in between. */
  generation = 0

  private constructor() {
    this.bySales = this.byPrice = this.salesRank = this.priceRank = new Int32Array(0)
  }

  /**
   * The index of `rows` (READ_ALL's). Built BUILD_ROWS at a time, yielding to the event loop between
   * them: the whole took 0.6 s of CPU for 100,000 products, which requests would otherwise wait out.
   */
  static async build(rows: readonly IndexRow[]): Promise<SearchIndex> {
    const index = new SearchIndex()
    const postings = new Map<string, number[]>()
    const add = (gram: string, slot: number) => {
      const list = postings.get(gram)
      if (!list) postings.set(gram, [slot])
      else if (list[list.length - 1] !== slot) list.push(slot)
    }
    for (let from = 0; from < rows.length; from += BUILD_ROWS) {
      if (from > 0) await new Promise((resolve) => setImmediate(resolve))
      for (const row of rows.slice(from, from + BUILD_ROWS)) {
        if (row.id === null) {
          index.setSeen(row.snapshot ?? '0:0:')
          continue
        }
        const slot = index.addSlot(row)
        const name = row.search_name
        for (let i = 0; i < name.length; i++) {
          const c = name[i] as string
          if (c === '\n') continue
          add(c, slot)
          const next = name[i + 1]
          if (next === undefined || next === '\n') continue
          add(c + next, slot)
          const third = name[i + 2]
          if (third !== undefined && third !== '\n') add(c + next + third, slot)
        }
      }
    }
    for (const [gram, list] of postings) index.grams.set(gram, Int32Array.from(list))
    index.indexed = index.ids.length
    const slots = Int32Array.from(index.ids.keys())
    const sales = precedes(index, 'sales')
    const price = precedes(index, 'priceAsc')
    index.bySales = slots.slice().sort((a, b) => (sales(a, b) ? -1 : 1))
    index.byPrice = slots.slice().sort((a, b) => (price(a, b) ? -1 : 1))
    index.salesRank = new Int32Array(index.indexed)
    index.priceRank = new Int32Array(index.indexed)
    index.bySales.forEach((slot, rank) => (index.salesRank[slot] = rank))
    index.byPrice.forEach((slot, rank) => (index.priceRank[slot] = rank))
    // The long lists in both orders now (a sort of 8,000 entries cost a search 0.3 ms), short ones as
    // searches need them.
    let sorted = 0
    for (const list of index.grams.values()) {
      if (list.length < ORDERED_AHEAD) continue
      for (const sort of ['sales', 'priceAsc'] as const) index.inOrder(list, sort)
      sorted += list.length
      if (sorted >= BUILD_ROWS * 20) {
        sorted = 0
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    return index
  }

  /**
   * Whether slot `a` comes before slot `b` in `sort`'s order: for two indexed slots by their places in
   * the orders as read (which, dead slots aside, hold), an integer comparison rather than the keys'.
   */
  precedes(sort: ProductSort): (a: number, b: number) => boolean {
    const { indexed, salesRank, priceRank } = this
    const byKeys = precedes(this, sort)
    const rank: (slot: number) => number =
      sort === 'sales'
        ? (slot) => salesRank[slot] as number
        : sort === 'priceAsc'
          ? (slot) => priceRank[slot] as number
          : sort === 'priceDesc'
            ? (slot) => -(priceRank[slot] as number)
            : (slot) => -slot
    return (a, b) => (a < indexed && b < indexed ? rank(a) < rank(b) : byKeys(a, b))
  }

  private setSeen(snapshot: string) {
    this.seen = parseSnapshot(snapshot)
    this.xmax = Number(this.seen.xmax)
    this.running = this.seen.running.map(Number)
  }

  /** Whether the last read saw the change of transaction `xid` (then it knows the row as it is). */
  private saw(xid: number): boolean {
    return xid < this.xmax && (this.running.length === 0 || !this.running.includes(xid))
  }

  /** One string per category for every slot (as read, each row's is a string of its own). */
  private category(name: string): string {
    let kept = this.categoryNames.get(name)
    if (kept === undefined) this.categoryNames.set(name, (kept = name))
    return kept
  }

  private addSlot(row: IndexRow): number {
    const slot = this.ids.length
    this.ids.push(Number(row.id))
    this.names.push(row.search_name)
    this.sales.push(row.sales)
    this.prices.push(BigInt(row.price))
    this.listed.push(row.listed)
    this.categories.push(this.category(row.category))
    this.changeXids.push(Number(row.change_xid))
    this.alive.push(true)
    this.slotOf.set(Number(row.id), slot)
    return slot
  }

  /** Rows read as changed since the last read (and its snapshot). Whether it should be rebuilt. */
  apply(rows: readonly IndexRow[]): boolean {
    for (const row of rows) {
      if (row.id === null) continue
      const slot = this.slotOf.get(Number(row.id))
      if (
        slot === undefined ||
        (slot < this.indexed &&
          (this.names[slot] !== row.search_name ||
            this.sales[slot] !== row.sales ||
            this.prices[slot] !== BigInt(row.price)))
      ) {
        if (slot !== undefined) this.alive[slot] = false
        this.addSlot(row)
        continue
      }
      this.names[slot] = row.search_name
      this.sales[slot] = row.sales
      this.prices[slot] = BigInt(row.price)
      this.listed[slot] = row.listed
      this.categories[slot] = this.category(row.category)
      this.changeXids[slot] = Number(row.change_xid)
      this.alive[slot] = true
    }
    const snapshot = rows.find((row) => row.id === null)?.snapshot
    if (snapshot) this.setSeen(snapshot)
    this.generation++
    return this.ids.length - this.indexed > ADDED_MAX
  }

  /** Rows the database no longer has as this index knows them (deleted, or changed unseen). */
  drop(ids: readonly number[], generation: number) {
    // A row changed unseen comes with the next read, which applies it (alive again); a read
    // applied in between may already have, so then nothing is dropped.
    if (generation !== this.generation) return
    for (const id of ids) {
      const slot = this.slotOf.get(id)
      if (slot !== undefined) this.alive[slot] = false
    }
  }

  /**
   * Lists of slots of the base index that may hold `term` (a superset: each is checked by `includes`):
   * of itself when it is one or two characters, else of each of its three-character grams.
   */
  private gramLists(term: string): Int32Array[] {
    if (term.length <= 2) return [this.grams.get(term) ?? EMPTY]
    const lists: Int32Array[] = []
    for (let i = 0; i + 2 < term.length; i++) lists.push(this.grams.get(term.slice(i, i + 3)) ?? EMPTY)
    return lists.sort((a, b) => a.length - b.length)
  }

  /**
   * A gram list in `sort`'s order as positions (0 first): the slots' places in the order as read.
   * Sales and price lists built on first use per gram (a sort of the list), then kept; priceDesc and
   * newest read the price list and the list itself from their ends.
   */
  private inOrder(list: Int32Array, sort: ProductSort): Positions {
    switch (sort) {
      case 'newest':
        return new Positions(list, this.indexed - 1)
      case 'sales':
        return new Positions(
          cached(this.salesLists, list, () =>
            Int32Array.from(list, (slot) => this.salesRank[slot] as number).sort(),
          ),
        )
      case 'priceAsc':
      case 'priceDesc': {
        const ranks = cached(this.priceLists, list, () =>
          Int32Array.from(list, (slot) => this.priceRank[slot] as number).sort(),
        )
        return sort === 'priceAsc' ? new Positions(ranks) : new Positions(ranks, this.indexed - 1)
      }
    }
  }

  /** The indexed slot at `position` of `sort`'s order as read. */
  private slotAt(sort: ProductSort, position: number): number {
    const last = this.indexed - 1
    switch (sort) {
      case 'sales':
        return this.bySales[position] as number
      case 'priceAsc':
        return this.byPrice[position] as number
      case 'priceDesc':
        return this.byPrice[last - position] as number
      case 'newest':
        return last - position
    }
  }

  /**
   * The first `limit` listed rows (of `category`), after `cursor`, whose name holds every term (lower
   * case), in `sort`'s order, among those this index knows as they are now (their last change seen).
   * The terms' two rarest gram lists each, in the order's positions, are intersected from the cursor's
   * position on (leapfrogging: each list skips by binary search to the largest position another
   * holds), so their common slots come in the sort's order, each checked by `includes`; it stops at
   * `limit` matches, having read about limit × (list ÷ matches) entries of each list. Without terms
   * (the plain list) it walks the order itself. Slots past `indexed` (changed or new since the index
   * was built) are checked one by one.
   */
  matches(
    terms: readonly string[],
    sort: ProductSort,
    options: { category?: string | undefined; cursor?: ProductCursor | undefined; limit: number },
  ): IndexMatches {
    const { category, cursor, limit } = options
    const before = this.precedes(sort)
    const after = cursor ? followsCursor(this, sort, cursor) : () => true
    const top: number[] = []
    let found = 0
    const consider = (slot: number) => {
      if (!this.alive[slot] || !this.listed[slot] || !this.saw(this.changeXids[slot] as number)) return
      if (category !== undefined && this.categories[slot] !== category) return
      const name = this.names[slot] as string
      for (const term of terms) if (!name.includes(term)) return
      if (slot >= this.indexed && !after(slot)) return
      found++
      if (top.length === limit && !before(slot, top[limit - 1] as number)) return
      let low = 0
      let high = top.length
      while (low < high) {
        const middle = (low + high) >> 1
        if (before(slot, top[middle] as number)) high = middle
        else low = middle + 1
      }
      top.splice(low, 0, slot)
      if (top.length > limit) top.pop()
    }
    for (let slot = this.indexed; slot < this.ids.length; slot++) consider(slot)
    const extra = found
    // The cursor's position: the orders are of the slots as read, which (dead ones aside, skipped)
    // hold their rows' keys still.
    let start = 0
    if (cursor) {
      let high = this.indexed
      while (start < high) {
        const middle = (start + high) >> 1
        if (after(this.slotAt(sort, middle))) high = middle
        else start = middle + 1
      }
    }
    const lists = terms
      .flatMap((term) => this.gramLists(term).slice(0, 2))
      .map((list) => this.inOrder(list, sort))
    const at = lists.map(() => 0)
    let target = start
    let exhausted = false
    if (lists.length === 0) {
      // No term (the plain list): the order itself from the cursor's position.
      while (target < this.indexed && found - extra < limit) consider(this.slotAt(sort, target++))
      exhausted = target === this.indexed
    }
    while (!exhausted && lists.length > 0 && found - extra < limit) {
      // Every list moved to its first position at or past the target; a list past it moves the target.
      let agreed = 0
      for (let k = 0; agreed < lists.length; k = (k + 1) % lists.length) {
        const list = lists[k] as Positions
        let low = at[k] as number
        if (low < list.length && list.at(low) < target) {
          let step = 1
          let high = low + 1
          while (high < list.length && list.at(high) < target) {
            low = high
            step *= 2
            high = low + step
          }
          high = Math.min(high, list.length)
          while (low < high) {
            const middle = (low + high) >> 1
            if (list.at(middle) < target) low = middle + 1
            else high = middle
          }
        }
        at[k] = low
        if (low === list.length) {
          exhausted = true
          break
        }
        const position = list.at(low)
        if (position === target) agreed++
        else {
          target = position
          agreed = 1
        }
      }
      if (exhausted) break
      consider(this.slotAt(sort, target))
      target++
    }
    const last = top.at(-1)
    return {
      ids: top.map((slot) => this.ids[slot] as number),
      last:
        last === undefined
          ? undefined
          : {
              id: this.ids[last] as number,
              sales: this.sales[last] as number,
              price: this.prices[last] as bigint,
            },
      // Stopped at `limit` matches of the lists: more may follow.
      complete: exhausted && found <= limit,
      seen: this.seen,
      generation: this.generation,
    }
  }
}

/**
 * Ascending positions in a sort's order: `values` as they are, or (`last` given) read from the end,
 * each counted from the order's other end (`last - value`), which reverses a list of the opposite order.
 */
class Positions {
  readonly length: number
  /** Position k is `offset + sign × values[first + sign × k]`: no branch in the intersection's loop. */
  private readonly offset: number
  private readonly sign: number
  private readonly first: number
  constructor(
    private readonly values: Int32Array,
    last?: number,
  ) {
    this.length = values.length
    this.offset = last ?? 0
    this.sign = last === undefined ? 1 : -1
    this.first = last === undefined ? 0 : values.length - 1
  }

  at(k: number): number {
    return this.offset + this.sign * (this.values[this.first + this.sign * k] as number)
  }
}

/** `made`'s value for `list`, made once. */
function cached(made: Map<Int32Array, Int32Array>, list: Int32Array, make: () => Int32Array): Int32Array {
  let value = made.get(list)
  if (!value) made.set(list, (value = make()))
  return value
}

/** A slot's sort key in `sort`'s order (then the id), and whether that order is descending. */
function sortKey(index: SearchIndex, sort: ProductSort) {
  const { ids, sales, prices } = index
  const key: (slot: number) => number | bigint =
    sort === 'sales'
      ? (slot) => sales[slot] as number
      : sort === 'newest'
        ? (slot) => ids[slot] as number
        : (slot) => prices[slot] as bigint
  return { key, descending: sort !== 'priceAsc' }
}

/** Whether slot `a` comes before slot `b` in `sort`'s order (ties broken by the id, as the SQL's). */
function precedes(index: SearchIndex, sort: ProductSort): (a: number, b: number) => boolean {
  const { ids } = index
  const { key, descending } = sortKey(index, sort)
  return (a, b) => {
    const x = key(a)
    const y = key(b)
    if (x !== y) return x < y !== descending
    return (ids[a] as number) < (ids[b] as number) !== descending
  }
}

/** Whether a slot comes after the cursor's row in `sort`'s order (the SQL's keyset condition). */
function followsCursor(
  index: SearchIndex,
  sort: ProductSort,
  cursor: ProductCursor,
): (slot: number) => boolean {
  const { ids } = index
  const { key, descending } = sortKey(index, sort)
  const last = sort === 'sales' ? Number(cursor.key) : sort === 'newest' ? cursor.id : cursor.key
  return (slot) => {
    const x = key(slot)
    if (x !== last) return x > last !== descending
    const id = ids[slot] as number
    return id !== cursor.id && id > cursor.id !== descending
  }
}

/**
 * A search term as search_name holds it, when this process lower-cases it as PostgreSQL's lower()
 * does: ASCII, and characters without case (Chinese, digits, punctuation). Else undefined: the
 * database answers that search (a case mapping JavaScript and the server's locale might not share).
 */
export function indexTerm(term: string): string | undefined {
  for (const c of term)
    if ((c.codePointAt(0) as number) >= 128 && (c.toLowerCase() !== c || c.toUpperCase() !== c))
      return undefined
  return term.toLowerCase()
}

type Holder = {
  index?: SearchIndex
  reading?: Promise<void>
  readAt: number
  failedAt?: number
}
const holders = new WeakMap<Db, Holder>()

async function readAll(db: Db, holder: Holder) {
  const rows = await rawQuery(db)<IndexRow>('shop_search_index_all', READ_ALL, [])
  try {
    holder.index = await SearchIndex.build(rows)
  } finally {
    // The driver may keep a result as long as its connection lives (pg-pool: a new client's connect
    // closures hold the promise of the query that made it), and with it this array: emptied, it holds
    // none of the 100,000 rows, which made every full GC of the API process 11 ms longer.
    rows.length = 0
  }
  holder.readAt = Date.now()
}

async function readChanges(db: Db, holder: Holder, index: SearchIndex) {
  const rows = await rawQuery(db)<IndexRow>('shop_search_index_changes', READ_CHANGES, [
    index.seen.xmax,
    index.seen.running,
  ])
  if (rows.length > CHANGES_MAX + 1 || index.apply(rows)) await readAll(db, holder)
  else holder.readAt = Date.now()
}

function startRead(db: Db, holder: Holder) {
  const index = holder.index
  const read = index ? readChanges(db, holder, index) : readAll(db, holder)
  holder.reading = read.then(
    () => {
      holder.reading = undefined
    },
    () => {
      // The database answers searches meanwhile; an index not kept up is dropped (ever more rows
      // would be unseen), not served.
      holder.reading = undefined
      holder.index = undefined
      holder.failedAt = Date.now()
    },
  )
  return read
}

/**
 * This process's search index of `db`, if read (else undefined, and its first read started: until it
 * is done the database answers searches). Reads the rows changed since at most every
 * SEARCH_INDEX_REFRESH_MS, in the background.
 */
export function searchIndexOf(db: Db): SearchIndex | undefined {
  let holder = holders.get(db)
  if (!holder) holders.set(db, (holder = { readAt: 0 }))
  const now = Date.now()
  if (
    !holder.reading &&
    now - holder.readAt >= SEARCH_INDEX_REFRESH_MS &&
    (holder.failedAt === undefined || now - holder.failedAt >= RETRY_MS)
  )
    void startRead(db, holder)
  return holder.index
}

/** The index read now (whole the first time, else the changes since): for tests and warming up. */
export async function readSearchIndex(db: Db): Promise<SearchIndex> {
  let holder = holders.get(db)
  if (!holder) holders.set(db, (holder = { readAt: 0 }))
  await holder.reading
  await startRead(db, holder)
  return holder.index as SearchIndex
}

export type { SearchIndex }
