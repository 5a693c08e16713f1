import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from './migrate'
import { queryRows } from './sql'
import { applySqlDefinitions, definedViews, readSqlDefinitions } from './sqlDefinitions'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from './testing'

/** The last migration written while functions and triggers were still defined in migrations. */
const LAST_MIGRATION_WITH_DEFINITIONS = 25
/**
 * Views under a table's name from before a migration renamed it, kept one release for the previous
 * version during a rolling deploy (docs/operations.md); the next migration drops them with their files.
 */
const RENAMED_TABLES_KEPT_ONE_RELEASE: Record<string, readonly string[]> = {
  cards: ['club_cards', 'club_card_movements', 'club_card_revocations'],
  reviews: ['shop_reviews'],
  promotions: ['shop_coupons'],
  catalogue: ['shop_products', 'shop_skus', 'shop_sales_pending'],
  cart: ['shop_cart_items'],
}

describe('database code as source', () => {
  it('no migration after 0025 defines a function, a trigger or a view: they live in modules/<m>/sql', () => {
    const later = readdirSync(migrationsFolder).filter(
      (file) => /^\d{4}_.*\.sql$/.test(file) && Number(file.slice(0, 4)) > LAST_MIGRATION_WITH_DEFINITIONS,
    )
    for (const file of later) {
      const text = readFileSync(join(migrationsFolder, file), 'utf8')
      expect(text, file).not.toMatch(
        /create\s+(or\s+replace\s+)?(constraint\s+)?(function|trigger|procedure|view)/i,
      )
    }
  })

  it("names each file after the one function or view it defines, which carries its module's prefix", () => {
    for (const definition of readSqlDefinitions()) {
      const name = definition.id.split('/')[1]?.replace(/\.sql$/, '')
      const created = definition.statements
        .flatMap((statement) => [...statement.matchAll(/create or replace function\s+(\w+)/gi)])
        .map((match) => match[1])
      expect([...created, ...definedViews(definition)], definition.id).toEqual([name])
      const module = definition.id.split('/')[0] ?? '-'
      const kept = RENAMED_TABLES_KEPT_ONE_RELEASE[module]?.includes(name ?? '') ?? false
      expect(kept || name?.startsWith(module), definition.id).toBe(true)
    }
  })
})

describe.each(testDatabaseKinds)('applySqlDefinitions (%s)', (kind) => {
  let database: TestDatabase
  let dir: string
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    dir = mkdtempSync(join(tmpdir(), 'vita-sql-'))
  })
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true })
    await database.dispose()
  })

  it('leaves every function, trigger and view in the database defined by exactly one source file', async () => {
    const functions = await queryRows<{ name: string }>(
      database.db,
      sql`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by 1`,
    )
    const triggers = await queryRows<{ name: string }>(
      database.db,
      sql`select t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not t.tgisinternal order by 1`,
    )
    const definitions = readSqlDefinitions()
    const text = definitions.map((definition) => definition.statements.join('\n')).join('\n')
    const definedFunctions = [...text.matchAll(/create or replace function\s+(\w+)/gi)].map((m) => m[1])
    const definedTriggers = [...text.matchAll(/create or replace trigger\s+(\w+)/gi)].map((m) => m[1])
    expect(functions.map((row) => row.name)).toEqual([...definedFunctions].sort())
    expect(triggers.map((row) => row.name)).toEqual([...definedTriggers].sort())
    const views = await queryRows<{ name: string }>(
      database.db,
      sql`select viewname as name from pg_views where schemaname = 'public' order by 1`,
    )
    expect(views.map((row) => row.name)).toEqual(definitions.flatMap(definedViews).sort())
  })

  it('creates a view again that a migration dropped, though its file did not change', async () => {
    const [definition] = readSqlDefinitions().filter((d) => definedViews(d).length > 0)
    if (!definition) throw new Error('no module publishes a view')
    const [view] = definedViews(definition)
    await database.db.execute(sql`drop view ${sql.identifier(view ?? '')}`)
    expect(await applySqlDefinitions(database.db)).toEqual([definition.id])
    const rows = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*)::text as n from pg_views where viewname = ${view}`,
    )
    expect(rows[0]?.n).toBe('1')
  })

  it('applies a definition once, again when its text changes, and forgets one whose file is gone', async () => {
    const file = join(dir, 'ledger', 'sql', 'ledger_probe.sql')
    mkdirSync(join(dir, 'ledger', 'sql'), { recursive: true })
    const define = (answer: number) =>
      writeFileSync(
        file,
        `-- a probe\nCREATE OR REPLACE FUNCTION ledger_probe() RETURNS int LANGUAGE sql AS $$ SELECT ${answer} $$;\n`,
      )
    const answer = async () =>
      (await queryRows<{ n: number }>(database.db, sql`select ledger_probe() as n`))[0]?.n
    const tracked = async () =>
      (
        await queryRows<{ id: string }>(
          database.db,
          sql`select id from sql_definitions where id = 'ledger/ledger_probe.sql'`,
        )
      ).length

    define(1)
    expect(await applySqlDefinitions(database.db, readSqlDefinitions(dir))).toEqual([
      'ledger/ledger_probe.sql',
    ])
    expect(await answer()).toBe(1)
    expect(await applySqlDefinitions(database.db, readSqlDefinitions(dir))).toEqual([])
    define(2)
    expect(await applySqlDefinitions(database.db, readSqlDefinitions(dir))).toEqual([
      'ledger/ledger_probe.sql',
    ])
    expect(await answer()).toBe(2)
    rmSync(file)
    expect(await applySqlDefinitions(database.db, readSqlDefinitions(dir))).toEqual([])
    expect(await tracked()).toBe(0)
    await database.db.execute(sql`drop function ledger_probe()`)
    // While the folder stood in for the product's own definitions they were forgotten: all apply again.
    const all = readSqlDefinitions()
    expect((await applySqlDefinitions(database.db)).sort()).toEqual(all.map((d) => d.id).sort())
  })

  it('applies nothing of a definition that fails, and says which one', async () => {
    const file = join(dir, 'shop', 'sql', 'shop_broken.sql')
    mkdirSync(join(dir, 'shop', 'sql'), { recursive: true })
    writeFileSync(
      file,
      'CREATE OR REPLACE FUNCTION shop_broken() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;\n--> statement-breakpoint\nCREATE OR REPLACE TRIGGER shop_broken AFTER INSERT ON no_such_table FOR EACH ROW EXECUTE FUNCTION shop_broken();\n',
    )
    await expect(applySqlDefinitions(database.db, readSqlDefinitions(dir))).rejects.toThrow(
      'sql definition shop/shop_broken.sql failed',
    )
    const rows = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*)::text as n from pg_proc where proname = 'shop_broken'`,
    )
    expect(rows[0]?.n).toBe('0')
    rmSync(file)
  })
})
