import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { apiPackageRoot } from '../packageRoot'
import type { Db } from './client'

/**
 * The database code that stays is source in its owning module: `src/modules/<module>/sql/<name>.sql`,
 * one definition per file: a function and its triggers (only where the database must guarantee
 * something), or a view the module publishes for other modules' statements to read its tables through.
 * Written to be re-run (`CREATE OR REPLACE FUNCTION`, `… TRIGGER`, `… VIEW`), statements separated by
 * `--> statement-breakpoint` as in the migrations. Migrations hold schema changes only; dropping a
 * definition is one (delete its file and drop it in a migration).
 */
export type SqlDefinition = {
  /** `<module>/<name>.sql`: the key it is tracked by. */
  id: string
  statements: string[]
  checksum: string
}

const BREAKPOINT = '--> statement-breakpoint'
/** The step's own bookkeeping: which text of each definition the database holds. */
const TRACKING_TABLE = 'sql_definitions'
/** One step at a time across replicas starting together (any fixed number, unique to this step). */
const LOCK_KEY = 7_310_031

/** src/modules, or from the production bundle its copy dist/modules (apps/api/scripts/build.mjs). */
export function modulesFolder(): string {
  const root = apiPackageRoot()
  const bundled = fileURLToPath(import.meta.url).startsWith(join(root, 'dist') + sep)
  return join(root, bundled ? 'dist' : 'src', 'modules')
}

/** Every definition under `modulesDir`, by module then file name. */
export function readSqlDefinitions(modulesDir = modulesFolder()): SqlDefinition[] {
  const definitions: SqlDefinition[] = []
  for (const module of readdirSync(modulesDir).sort()) {
    const dir = join(modulesDir, module, 'sql')
    if (!existsSync(dir)) continue
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.sql')) continue
      const text = readFileSync(join(dir, file), 'utf8')
      const statements = text
        .split(BREAKPOINT)
        .map((statement) => statement.trim())
        .filter((statement) => statement.replace(/^\s*--.*$/gm, '').trim() !== '')
      if (statements.length === 0) throw new Error(`${module}/sql/${file} defines nothing`)
      definitions.push({
        id: `${module}/${file}`,
        statements,
        checksum: createHash('sha256').update(text).digest('hex'),
      })
    }
  }
  return definitions
}

/** The views a definition creates (its comments set aside). */
export const definedViews = (definition: SqlDefinition): string[] =>
  definition.statements.flatMap((statement) =>
    [...statement.replace(/--.*$/gm, '').matchAll(/create\s+(?:or\s+replace\s+)?view\s+(\w+)/gi)].map(
      (match) => match[1] ?? '',
    ),
  )

/** Of these views, the ones the database does not hold. */
async function missingViews(db: Pick<Db, 'execute'>, views: readonly string[]): Promise<Set<string>> {
  if (views.length === 0) return new Set()
  const { rows } = (await db.execute(
    sql`select v.name from unnest(${`{${views.join(',')}}`}::text[]) as v(name) where to_regclass(v.name) is null`,
  )) as unknown as { rows: { name: string }[] }
  return new Set(rows.map((row) => row.name))
}

/**
 * Runs after the migrations on every start (PGlite and PostgreSQL): applies each definition whose text
 * changed since it was last applied or whose view is missing (a migration that retyped or dropped a
 * column the view read had to drop it first), and forgets the ones whose file is gone, in one
 * transaction under an advisory lock. Function bodies are not checked against each other while it runs
 * (as pg_dump restores them), so the order of files does not matter; a trigger is in its function's
 * file. A view reads tables only, never another definition's view. Returns the ids it applied.
 */
export async function applySqlDefinitions(
  db: Db,
  definitions: readonly SqlDefinition[] = readSqlDefinitions(),
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`)
    await tx.execute(
      sql.raw(`create table if not exists ${TRACKING_TABLE} (
        id text primary key, checksum text not null, applied_at timestamptz not null default now())`),
    )
    const { rows } = (await tx.execute(sql.raw(`select id, checksum from ${TRACKING_TABLE}`))) as unknown as {
      rows: { id: string; checksum: string }[]
    }
    const applied = new Map(rows.map((row) => [row.id, row.checksum]))
    const missing = await missingViews(tx, definitions.flatMap(definedViews))
    const changed = definitions.filter(
      (definition) =>
        applied.get(definition.id) !== definition.checksum ||
        definedViews(definition).some((view) => missing.has(view)),
    )
    if (changed.length > 0) await tx.execute(sql`set local check_function_bodies = off`)
    for (const definition of changed) {
      for (const statement of definition.statements) {
        try {
          await tx.execute(sql.raw(statement))
        } catch (error) {
          throw new Error(`sql definition ${definition.id} failed`, { cause: error })
        }
      }
      await tx.execute(sql`insert into ${sql.identifier(TRACKING_TABLE)} (id, checksum) values
        (${definition.id}, ${definition.checksum})
        on conflict (id) do update set checksum = excluded.checksum, applied_at = now()`)
    }
    const present = new Set(definitions.map((definition) => definition.id))
    for (const id of applied.keys()) {
      if (!present.has(id))
        await tx.execute(sql`delete from ${sql.identifier(TRACKING_TABLE)} where id = ${id}`)
    }
    return changed.map((definition) => definition.id)
  })
}
