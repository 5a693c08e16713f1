/**
 * GET /app/shop/products latency on PostgreSQL with 100,000 products (set-based seeding: names from
 * word lists in zh and en so searches match a realistic share, sales and prices spread, a tenth
 * hidden, one SKU each). The API runs in a child process; CONNECTIONS keep-alive connections ask for
 * the default list (by sales), each other sort, a category, a deep page (a cursor 2,000 rows in) and
 * searches: en partial words, a zh word of 4 and of 2 characters (2 characters hold no trigram: the
 * names' character-pair index, products_name_grams, answers them). Four last phases ask for
 * different pages only: 312 searches of a brand and a
 * thing (each in one name of 156), 320 list pages (every sort, each category or none, 20 pages deep),
 * 960 searches of a mix (words, pairs, numbers, misses, in every sort), then 320 list pages no one asked
 * for before (pages 21 to 40 of the same lists). A page, searched or not, is answered from the API
 * process's index of the names (catalogue/searchIndex.ts: the first matches in the sort's order) and
 * PostgreSQL reads those rows and the rows changed since the index's last read, one statement for the pages asked for in one turn
 * of the event loop (catalogue/indexPage.ts, indexedRows.ts; ADR 006); before the index is read, or for a term it
 * cannot lower-case as PostgreSQL would, the reference answers (databasePage.ts). The index is read by the first request, in the
 * unmeasured round. The load average is printed beside the numbers: the machine may be shared.
 * Target: p99 < 25 ms. Run: npx tsx bench/shop-catalogue.ts (BENCH_PRODUCTS=10000 for a quick run). A first, unmeasured round warms the server up (JIT): every
 * scenario, and each page of the phases once. Each phase prints the CPU µs per request of the API
 * process, of this one (the load generator, on the same cores) and of PostgreSQL (this database's
 * backends). Printed last, over the measured phases: the GC pauses of the API process and of the load
 * generator, and the API's event-loop delay (one pause or stall of either is in the latency of every
 * request in flight). BENCH_CPU_PROF=<dir> writes a V8 CPU
 * profile of the API process there (node --cpu-prof); BENCH_KEEP_DATABASE=1 keeps the seeded database
 * (its URL printed).
 */
import { fork } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import {
  constants,
  monitorEventLoopDelay,
  performance,
  PerformanceObserver,
  type PerformanceEntry,
} from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { ProductSort } from '@vita/shared'
import { encodeProductCursor, queryRows, type Db } from '@vita/api/bench'
import { createBenchDatabase, percentile } from './freshDatabase'
import { answerCpuQueries, cpuPerRequest, loadRunner, mergedRuns, type LoadRun } from './httpLoad'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000)

/** Child: the app on the seeded database, listening on an ephemeral port. */
async function serve(databaseUrl: string) {
  const { buildApp, createServices, createDatabase, loadConfig } = await import('@vita/api')
  const database = await createDatabase({ databaseUrl, maxConnections: 20 })
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-shop-catalogue-secret-'.padEnd(40, 'x'),
    PUBLIC_ORIGIN: 'http://localhost:3000',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
  })
  const app = await buildApp({ services: createServices(config, database) })
  answerCpuQueries(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  process.send?.({ url: `http://127.0.0.1:${address.port}` })
  const pauses = gcPauses('API')
  const delay = monitorEventLoopDelay({ resolution: 1 })
  process.on('message', async (message) => {
    if (message === 'measure') {
      pauses.start()
      delay.enable()
    }
    if (message !== 'stop') return
    pauses.report()
    const ms = (ns: number) => (ns / 1e6).toFixed(1)
    console.log(
      `API event loop delay in the measured phases (its own stalls: GC, long tasks): p99 ${ms(delay.percentile(99))} ms, p99.9 ${ms(delay.percentile(99.9))} ms, max ${ms(delay.max)} ms`,
    )
    await app.close()
    await database.close()
    process.exit(0)
  })
}

/**
 * A process's GC pauses from `start()` (the measured phases) on: with CONNECTIONS requests in flight,
 * one pause of a few ms is in the latency of many, so it can be the p99. The API's, and this one's (the
 * load generator's: a pause here delays reading every answer in flight, counted in their latency).
 */
function gcPauses(owner: string) {
  let from = Infinity
  const pauses: PerformanceEntry[] = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.startTime >= from) pauses.push(entry)
  }).observe({ entryTypes: ['gc'] })
  const kinds: [string, number][] = [
    ['scavenges', constants.NODE_PERFORMANCE_GC_MINOR],
    ['mark-compacts', constants.NODE_PERFORMANCE_GC_MAJOR],
    ['incremental marking steps', constants.NODE_PERFORMANCE_GC_INCREMENTAL],
    ['weak callbacks', constants.NODE_PERFORMANCE_GC_WEAKCB],
  ]
  return {
    start: () => (from = performance.now()),
    report() {
      const parts = kinds.flatMap(([label, kind]) => {
        const ms = pauses
          .filter((entry) => (entry as unknown as { detail?: { kind?: number } }).detail?.kind === kind)
          .map((entry) => entry.duration)
        if (ms.length === 0) return []
        const total = ms.reduce((sum, d) => sum + d, 0)
        const over = ms.filter((d) => d > 5).length
        return `${ms.length} ${label} (${total.toFixed(0)} ms, longest ${Math.max(...ms).toFixed(1)} ms, ${over} over 5 ms)`
      })
      console.log(`${owner} GC pauses in the measured phases: ${parts.join(', ') || 'none'}`)
    },
  }
}

const ZH_BRANDS = [
  '蓝牙',
  '无线',
  '智能',
  '便携',
  '高清',
  '静音',
  '迷你',
  '专业',
  '家用',
  '户外',
  '经典',
  '轻薄',
]
const ZH_THINGS = [
  '耳机',
  '音箱',
  '手表',
  '键盘',
  '鼠标',
  '台灯',
  '水壶',
  '饼干',
  '咖啡',
  '茶叶',
  '相机',
  '风扇',
  '牛奶',
]
const EN_BRANDS = [
  'Bluetooth',
  'Wireless',
  'Smart',
  'Portable',
  'HD',
  'Silent',
  'Mini',
  'Pro',
  'Home',
  'Outdoor',
  'Classic',
  'Slim',
]
const EN_THINGS = [
  'earbuds',
  'speaker',
  'watch',
  'keyboard',
  'mouse',
  'lamp',
  'kettle',
  'biscuits',
  'coffee',
  'tea',
  'camera',
  'fan',
  'milk',
]
const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`

async function seed(database: Awaited<ReturnType<typeof createBenchDatabase>>) {
  // One statement per table: names pick a brand and a thing by two different strides so pairs vary.
  await database.db.execute(
    sql.raw(`insert into products (category, name_zh, name_en, description_zh, description_en, images,
        price, stock, sales, listed, created_at)
      select (array['digital', 'appliances', 'food'])[1 + i % 3],
        (${sqlArray(ZH_BRANDS)})[1 + i % ${ZH_BRANDS.length}] || (${sqlArray(ZH_THINGS)})[1 + (i / 7) % ${ZH_THINGS.length}] || ' ' || i,
        (${sqlArray(EN_BRANDS)})[1 + i % ${EN_BRANDS.length}] || ' ' || (${sqlArray(EN_THINGS)})[1 + (i / 7) % ${EN_THINGS.length}] || ' ' || i,
        '', '', jsonb_build_array(md5(i::text) || '.webp'),
        ((1 + (hashint4(i) & 65535) % 2000) * 1000000000000000000::numeric), 100, (hashint4(i * 7) & 65535) % 5000,
        i % 10 <> 0, now() - make_interval(secs => ${PRODUCTS} - i)
      from generate_series(1, ${PRODUCTS}) i`),
  )
  await database.db.execute(
    sql.raw(`insert into skus (product_id, code, options, price, stock)
      select id, 'B' || id, '{}'::jsonb, price, stock from products`),
  )
  // What autovacuum does within a minute of such an insert: besides the statistics, the trigram and
  // gram indexes' pending lists merged (GIN fastupdate), which every search would otherwise scan whole.
  await database.db.execute(sql.raw('vacuum analyze'))
}

/** Each list's keys as listProducts.ts orders them (SORTS), and the cursor's key of a row. */
const SQL_ORDERS: Record<string, { order: string; key: string }> = {
  sales: { order: 'sales desc nulls last, id desc', key: 'sales' },
  priceAsc: { order: 'price asc, id asc', key: 'price' },
  priceDesc: { order: 'price desc, id desc', key: 'price' },
  newest: { order: 'id desc', key: 'id' },
}

/**
 * Pages 21 to 40 of every sort, of each category or none: their cursors (the last row of the page
 * before, as the API writes it) from PostgreSQL, so that the API reads none of their rows beforehand.
 */
async function unaskedPages(db: Db, sorts: readonly string[]): Promise<string[]> {
  const pages: string[] = []
  for (const category of ['', 'digital', 'appliances', 'food'])
    for (const sort of sorts) {
      const { order, key } = SQL_ORDERS[sort] ?? SQL_ORDERS.newest!
      const lasts = await queryRows<{ id: number; key: string }>(
        db,
        sql.raw(`select id::int, sort_key::text as key from (
            select id, ${key} as sort_key, row_number() over (order by ${order}) as n from products
            where listed ${category ? `and category = '${category}'` : ''}) p
          where n % 20 = 0 and n between 400 and 780 order by n`),
      )
      for (const last of lasts) {
        const cursor = encodeProductCursor({ sort: sort as ProductSort, key: BigInt(last.key), id: last.id })
        pages.push(
          `/app/shop/products?sort=${sort}${category ? `&category=${category}` : ''}&cursor=${cursor}`,
        )
      }
    }
  return pages
}

async function get<T>(base: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`)
  const envelope = (await response.json()) as { code: number; data: T }
  if (envelope.code !== 0) throw new Error(`${path}: ${JSON.stringify(envelope)}`)
  return envelope.data
}

/** One phase's line: p50, p99 and CPU µs per request (the API's, the load generator's, PostgreSQL's). */
function report(label: string, run: LoadRun) {
  console.log(
    `${label}: p50 ${percentile(run.samples, 0.5).toFixed(2)} ms  p99 ${percentile(run.samples, 0.99).toFixed(2)} ms  ` +
      `(in the API: p50 ${percentile(run.serverSamples, 0.5).toFixed(2)} ms  p99 ${percentile(run.serverSamples, 0.99).toFixed(2)} ms)  ${cpuPerRequest(run)}`,
  )
}

async function main() {
  const database = await createBenchDatabase('vita_bench_shop', 4)
  const t0 = performance.now()
  await seed(database)
  console.log(`seeded ${PRODUCTS} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  const profile = process.env.BENCH_CPU_PROF
  const child = fork(fileURLToPath(import.meta.url), ['--server', database.url], {
    execArgv: ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  })
  try {
    const ready = await new Promise<{ url: string }>((resolve) =>
      child.once('message', (m) => resolve(m as { url: string })),
    )
    // A cursor 2,000 rows into the price order: where a deep scroll leads.
    let deep = '/app/shop/products?sort=priceAsc&limit=50'
    for (let page = 0; page < 40; page++) {
      const { nextCursor } = await get<{ nextCursor: string | null }>(ready.url, deep)
      if (!nextCursor) break
      deep = `/app/shop/products?sort=priceAsc&limit=50&cursor=${nextCursor}`
    }
    const scenarios: Record<string, string> = {
      'list by sales': '/app/shop/products',
      'list price ascending': '/app/shop/products?sort=priceAsc',
      'list price descending': '/app/shop/products?sort=priceDesc',
      'list newest': '/app/shop/products?sort=newest',
      'category food by sales': '/app/shop/products?category=food',
      'deep page (2,000 in)': deep,
      'search en "ooth"': '/app/shop/products?q=ooth',
      'search en "blue speak"': `/app/shop/products?q=${encodeURIComponent('blue speak')}`,
      'search zh "蓝牙耳机"': `/app/shop/products?q=${encodeURIComponent('蓝牙耳机')}`,
      'search zh "耳机" (2 chars)': `/app/shop/products?q=${encodeURIComponent('耳机')}`,
      'search no match "zzqx"': '/app/shop/products?q=zzqx',
    }
    const hammer = (path: string | readonly string[]) =>
      loadRunner(child, database.db, ready.url, REQUESTS)(CONNECTIONS, path)
    // The scenarios ask for one page each (the same page many times at once: a cache in front would
    // answer most of them, LIST_CACHE_CONTROL). In the phases below every request in flight asks for a
    // different page. First searches of a brand and a thing, each in one name of 156: where
    // neither reading every match nor walking the sort order is cheap.
    const distinct = ZH_BRANDS.flatMap((brand, i) =>
      ZH_THINGS.map((thing, j) => [
        brand + thing,
        `${EN_BRANDS[i]?.slice(0, 4)} ${EN_THINGS[j]?.slice(0, 4)}`,
      ]),
    ).flatMap((terms) => terms.map((term) => `/app/shop/products?q=${encodeURIComponent(term)}`))
    const sorts = ['sales', 'priceAsc', 'priceDesc', 'newest']
    // Lists without a search term: the first pages of every sort, of each category or none, as an
    // infinite scroll asks for them.
    const pages: string[] = []
    for (const category of ['', '&category=digital', '&category=appliances', '&category=food'])
      for (const sort of sorts) {
        let path = `/app/shop/products?sort=${sort}${category}`
        for (let page = 0; page < 20; page++) {
          pages.push(path)
          const { nextCursor } = await get<{ nextCursor: string | null }>(ready.url, path)
          if (!nextCursor) break
          path = `/app/shop/products?sort=${sort}${category}&cursor=${nextCursor}`
        }
      }
    // Pages 21 to 40 of the same lists, asked for by no one before their phase (pages that no cache in
    // front holds).
    const unasked = await unaskedPages(database.db, sorts)
    // Members also type one word (a thing or a brand: one name in 12 or 13), a thing and a product's
    // number (a name or two), and words in no name: such a mix in every sort.
    const mixed = [
      ...ZH_THINGS,
      ...EN_THINGS,
      ...ZH_BRANDS,
      ...EN_BRANDS.map((brand) => brand.toLowerCase()),
      ...ZH_BRANDS.flatMap((brand, i) =>
        ZH_THINGS.map((thing, j) => ((i + j) % 2 ? brand + thing : `${EN_BRANDS[i]} ${EN_THINGS[j]}`)),
      ),
      ...ZH_THINGS.flatMap((thing, j) => [
        `${thing} ${1000 + ((j * 7919) % 9000)}`,
        `${EN_THINGS[j]} ${1000 + ((j * 104729) % 9000)}`,
      ]),
      ...['earbudz', '蓝牙耳杯', 'kettel', '咖啡机', 'bluetoth', '智能冰箱', 'zzqx', 'speakr'],
    ].flatMap((term) => sorts.map((sort) => `/app/shop/products?q=${encodeURIComponent(term)}&sort=${sort}`))
    // Warm-up, not measured: the server's code compiled and optimised for every scenario and every
    // phase's pages (each asked for once: the code paths of each sort, category and cursor, and the
    // search index's lazily ordered lists of their grams), as a server that has been up a while has them.
    const warm = loadRunner(child, database.db, ready.url, Math.ceil(REQUESTS / 4))
    for (const path of [...Object.values(scenarios), '/app/config']) await warm(CONNECTIONS, path)
    for (const paths of [distinct, pages, mixed])
      await loadRunner(child, database.db, ready.url, paths.length)(CONNECTIONS, paths)
    const load = () =>
      loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')
    console.log(`load average before: ${load()} (${availableParallelism()} cores)`)
    const generatorPauses = gcPauses('load generator')
    generatorPauses.start()
    child.send('measure')
    const lists: LoadRun[] = []
    const searches: LoadRun[] = []
    for (const [label, path] of Object.entries(scenarios)) {
      const run = await hammer(path)
      ;(label.startsWith('search') ? searches : lists).push(run)
      report(label, run)
    }
    report(`searches, ${distinct.length} different terms in turn (none shared)`, await hammer(distinct))
    report(
      `lists, ${pages.length} different pages of every sort and category (none shared)`,
      await hammer(pages),
    )
    report(
      `searches, ${mixed.length} different of words, pairs, numbers and misses (none shared)`,
      await hammer(mixed),
    )
    report(
      `lists, ${unasked.length} different pages asked for the first time (none shared)`,
      await hammer(unasked),
    )
    // The floor on this machine: a route that reads no table, at the same concurrency.
    report('floor (GET /app/config)', await hammer('/app/config'))
    for (const [label, runs] of [
      ['lists', lists],
      ['searches', searches],
    ] as const)
      report(
        `${label} (all ${runs.length * REQUESTS}, ${CONNECTIONS} connections, ${PRODUCTS} products)`,
        mergedRuns(runs),
      )
    console.log(`load average after: ${load()}`)
    generatorPauses.report()
  } finally {
    child.send('stop')
    await new Promise((resolve) => child.once('exit', resolve))
    if (process.env.BENCH_KEEP_DATABASE) {
      console.log(`kept: ${database.url}`)
      await database.close()
    } else await database.drop()
  }
}

if (process.argv.includes('--server')) await serve(process.argv[process.argv.indexOf('--server') + 1] ?? '')
else await main()
