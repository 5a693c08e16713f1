/**
 * `npm run bench`: runs every benchmark one after another (they share two cores, so never in
 * parallel) and prints their numbers. Needs PostgreSQL (TEST_DATABASE_URL or the local default) and,
 * for the web numbers, a built app (`npm run build -w @vita/web`; lighthouse rebuilds it when stale) and
 * Chromium at /usr/bin/chromium (or CHROME_PATH). Name benchmarks to run a subset:
 * `npm run bench -- signin ledger-transfers`.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const benches = [
  'web-initial-js',
  // Starts the whole product and Chromium: minutes, and the machine's load moves its numbers.
  'lighthouse',
  'signin',
  'ledger-transfers',
  'bill-log',
  'indexer',
  'quote',
  'club-apply-order',
  'club-settlement',
  'club-nodes',
  'club-team',
  'shop-catalogue',
  'shop-checkout',
  'solvency-tree',
  'solvency-snapshot',
]
const chosen = process.argv.slice(2).filter((name) => benches.includes(name))
const dir = fileURLToPath(new URL('.', import.meta.url))
let failed = 0
for (const name of chosen.length ? chosen : benches) {
  console.log(`\n===== bench: ${name}`)
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${name}.ts`], {
    cwd: dir,
    stdio: 'inherit',
  })
  if (result.status !== 0) failed += 1
}
process.exit(failed === 0 ? 0 : 1)
