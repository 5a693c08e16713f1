import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrationsFolder } from './migrate'

/**
 * A copy of the migrations up to and including `lastTag`, as a folder drizzle's migrator reads: for tests
 * of a migration that changes existing data (write rows as the version before did, then migrate on).
 * The caller removes the folder.
 */
export function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'vita-migrations-'))
  cpSync(migrationsFolder, folder, { recursive: true })
  const journalFile = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] }
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag)
  if (last < 0) throw new Error(`no migration ${lastTag}`)
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }))
  return folder
}
