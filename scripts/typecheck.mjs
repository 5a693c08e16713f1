// Type-checks every workspace with its own tsconfig (they differ in lib/jsx/types).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const projects = [
  'packages/shared',
  'packages/contracts',
  'apps/api',
  'apps/web',
  'dev/demo',
  'e2e',
  'bench',
  'scripts',
]
let failed = false
for (const dir of projects) {
  if (!existsSync(`${dir}/tsconfig.json`)) continue
  try {
    execFileSync('tsc', ['-p', dir], { stdio: 'inherit' })
    console.log(`typecheck ok: ${dir}`)
  } catch {
    failed = true
    console.error(`typecheck FAILED: ${dir}`)
  }
}
process.exit(failed ? 1 : 0)
