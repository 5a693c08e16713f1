import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { definedViews, readSqlDefinitions } from '../platform/db/sqlDefinitions'

/**
 * Data ownership is the module boundary (docs/architecture.md, "Who owns which tables"): a module's SQL
 * names only its own tables, or the views another module publishes for it in that module's `sql/`
 * folder (read only: the owner writes its tables, through operations that take the caller's
 * transaction), and no module's index.ts exports a table. The import lint (boundaries.test.ts) keeps
 * drizzle's table objects inside their module; this test reads the SQL text, which the lint does not see.
 */
const sourceRoot = fileURLToPath(new URL('../', import.meta.url))
const modulesRoot = join(sourceRoot, 'modules')
const moduleNames = readdirSync(modulesRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Tables a module owns without declaring them in tables.ts (created by hand in a migration). */
const undeclaredTables: Record<string, string[]> = { catalogue: ['product_sales_pending'] }

/** Tests and test support (`*Testing.ts`) may seed other modules' tables; prefer the owner's helpers. */
const isTestSupport = (file: string) => /\.test\.ts$|Testing\.ts$/.test(file)

/** Every module's tables by name: the pgTables its tables.ts exports, and any it owns undeclared. */
async function tableOwners(): Promise<Map<string, string>> {
  const owners = new Map<string, string>()
  for (const module of moduleNames) {
    for (const name of undeclaredTables[module] ?? []) owners.set(name, module)
    if (!readdirSync(join(modulesRoot, module)).includes('tables.ts')) continue
    const tables: Record<string, unknown> = await import(`../modules/${module}/tables.ts`)
    for (const value of Object.values(tables)) if (is(value, PgTable)) owners.set(getTableName(value), module)
  }
  return owners
}

/** A statement's shape, for SQL held in a plain string or template (a prepared statement's text). */
const STATEMENT =
  /\bselect\b[\s\S]*\bfrom\b|\binsert\s+into\b|\bupdate\s+\S+\s+(\w+\s+)?set\b|\bdelete\s+from\b|\bjoin\s+\S+\s+\w*\s*on\b/i
const SQL_COMMENT = /--[^\n]*|\/\*[\s\S]*?\*\//g
/** Comments blanked out, so that offsets still point at the same lines. */
const withoutComments = (text: string) =>
  text.replace(SQL_COMMENT, (comment) => comment.replace(/[^\n]/g, ' '))

type SqlText = { start: number; text: string }

/**
 * The SQL in a TypeScript file: `sql` templates, what is passed to `sql.raw` and `sql.identifier`,
 * strings and templates shaped like a statement, and strings that are nothing but a table's name.
 * Prose (messages, summaries) and import paths are not SQL.
 */
function sqlInTypeScript(file: string, text: string, tableNames: ReadonlySet<string>): SqlText[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: SqlText[] = []
  // The source text between the quotes (and `${`, `}`), so that offsets are the file's.
  const between = (node: ts.Node, close: number): SqlText => {
    const start = node.getStart(source) + 1
    return { start, text: text.slice(start, node.getEnd() - close) }
  }
  const parts = (node: ts.Node): SqlText[] => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [between(node, 1)]
    if (ts.isTemplateExpression(node))
      return [
        between(node.head, 2),
        ...node.templateSpans.map((span) => between(span.literal, ts.isTemplateTail(span.literal) ? 1 : 2)),
      ]
    return []
  }
  const isSqlCall = (node: ts.Node) =>
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.expression.getText(source) === 'sql' &&
    ['raw', 'identifier'].includes(node.expression.name.text)
  const visit = (node: ts.Node, inSql: boolean) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return
    const tagged = ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'sql'
    const literal = parts(node)
    if (literal.length > 0) {
      const whole = literal.map((part) => part.text).join(' ')
      if (inSql || STATEMENT.test(whole) || tableNames.has(whole.trim())) found.push(...literal)
    }
    node.forEachChild((child) => visit(child, inSql || tagged || isSqlCall(node)))
  }
  visit(source, false)
  return found.map((part) => ({ start: part.start, text: withoutComments(part.text) }))
}

type Finding = { line: number; name: string; owner: string }

/** Where a pattern over `names` (its one group) matches the SQL of a file, with the owner of each name. */
function findInSql(
  file: string,
  text: string,
  pattern: (names: string) => RegExp,
  owners: ReadonlyMap<string, string>,
  names: readonly string[],
): Finding[] {
  if (names.length === 0) return []
  const texts = file.endsWith('.sql')
    ? [{ start: 0, text: withoutComments(text) }]
    : sqlInTypeScript(file, text, new Set(owners.keys()))
  const lineStarts = [...text.matchAll(/\n/g)].map((match) => match.index + 1)
  const lineOf = (offset: number) => 1 + lineStarts.filter((start) => start <= offset).length
  return texts.flatMap(({ start, text: sql }) =>
    [...sql.matchAll(pattern(names.join('|')))].map((match) => {
      const name = match.at(-1) ?? ''
      const offset = match.index + match[0].length - name.length
      return { line: lineOf(start + offset), name, owner: owners.get(name.toLowerCase()) ?? '' }
    }),
  )
}

const othersOf = (owners: ReadonlyMap<string, string>, module: string | undefined) =>
  [...owners.keys()].filter((name) => owners.get(name) !== module)

/** Where the file `file` of module `module` (undefined: not a module's) names another module's table. */
function foreignTables(
  file: string,
  text: string,
  module: string | undefined,
  tables: ReadonlyMap<string, string>,
): Finding[] {
  // A table's name as an identifier, bare or quoted ("members"), never part of a longer one, nor an
  // alias a statement gives its own column (`count(*) as members`).
  const pattern = (names: string) => new RegExp(`(?<![\\w$])(?<!\\bas\\s+"?)(${names})(?![\\w$])`, 'gi')
  return findInSql(file, text, pattern, tables, othersOf(tables, module))
}

/** Where the file writes through a view another module publishes: views are read, their owner writes. */
function foreignViewWrites(
  file: string,
  text: string,
  module: string | undefined,
  views: ReadonlyMap<string, string>,
): Finding[] {
  const pattern = (names: string) =>
    new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+"?(${names})(?![\\w$])`, 'gi')
  return findInSql(file, text, pattern, views, othersOf(views, module))
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|sql)$/.test(entry.name) ? [path] : []
  })
}

/** The views each module publishes in its sql/ folder, by name. */
const viewOwners = new Map(
  readSqlDefinitions().flatMap((definition) =>
    definedViews(definition).map((view) => [view, definition.id.split('/')[0] ?? ''] as const),
  ),
)

describe('data ownership', () => {
  it("no module's SQL names another module's table or writes through its views (the app's neither)", async () => {
    const tables = await tableOwners()
    const found: string[] = []
    for (const path of [...sourceFiles(modulesRoot), ...sourceFiles(join(sourceRoot, 'app'))]) {
      const file = relative(sourceRoot, path)
      if (isTestSupport(file)) continue
      const module = /^modules\/([^/]+)\//.exec(file)?.[1]
      const text = readFileSync(path, 'utf8')
      for (const hit of foreignTables(file, text, module, tables))
        found.push(`${file}:${hit.line} names ${hit.name}, a table of ${hit.owner}`)
      for (const hit of foreignViewWrites(file, text, module, viewOwners))
        found.push(`${file}:${hit.line} writes through ${hit.name}, a view of ${hit.owner}`)
    }
    expect(found).toEqual([])
    expect(viewOwners.get('members_referral_tree')).toBe('members')
  })

  it('finds a planted query on another module’s table, bare or quoted, and nothing in prose', async () => {
    const tables = await tableOwners()
    expect(tables.get('members')).toBe('members')
    expect(tables.get('ledger_transfers')).toBe('ledger')
    const planted = [
      "import { sql } from 'drizzle-orm'",
      "import { members } from '../members'",
      'const own = sql`select * from club_orders`',
      'const read = sql`select m.level',
      '  from "members" m join club_orders o on o.member_id = m.id`',
      'const counted = sql`select count(*) as members from club_orders`',
      "const TEXT = 'select id from ledger_transfers where id = $1'",
      "const name = sql.identifier('uploads')",
      "const prose = 'paid to 3 members from the pool'",
      'const upper = sql`SELECT * FROM Members`',
      '// joins members in a comment',
      "const path = '/club/members/:id'",
      'const published = sql`select level from members_referral_tree where id = 1`',
    ].join('\n')
    expect(foreignTables('modules/club/x.ts', planted, 'club', tables)).toEqual([
      { line: 5, name: 'members', owner: 'members' },
      { line: 7, name: 'ledger_transfers', owner: 'ledger' },
      { line: 8, name: 'uploads', owner: 'uploads' },
      { line: 10, name: 'Members', owner: 'members' },
    ])
    const sqlFile = '-- reads members\nselect * from shop_orders o join members m on m.id = o.member_id'
    expect(foreignTables('modules/checkout/sql/checkout_x.sql', sqlFile, 'checkout', tables)).toEqual([
      { line: 2, name: 'members', owner: 'members' },
    ])
    expect(foreignTables('modules/members/x.ts', 'sql`select * from members`', 'members', tables)).toEqual([])
  })

  it('finds a planted write through another module’s view, and lets it be read', () => {
    const planted = [
      'const read = sql`select level from members_referral_tree where id = 1`',
      'const write = sql`update members_referral_tree set level = 3 where id = 1`',
      'const raw = \'delete from "members_referral_tree" where id = 1\'',
    ].join('\n')
    expect(foreignViewWrites('modules/club/x.ts', planted, 'club', viewOwners)).toEqual([
      { line: 2, name: 'members_referral_tree', owner: 'members' },
      { line: 3, name: 'members_referral_tree', owner: 'members' },
    ])
    expect(foreignViewWrites('modules/members/x.ts', planted, 'members', viewOwners)).toEqual([])
  })

  it("no module's index.ts exports a table", async () => {
    const exported: string[] = []
    for (const module of moduleNames) {
      const surface: Record<string, unknown> = await import(`../modules/${module}/index.ts`)
      for (const [name, value] of Object.entries(surface))
        if (is(value, PgTable)) exported.push(`${module}.${name}`)
    }
    expect(exported).toEqual([])
  })
})
