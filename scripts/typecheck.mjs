// Type-checks every workspace with its own tsconfig (they differ in lib/jsx/types), as many at once as
// the machine has cores (tsc uses one); each project's output is printed whole when it ends.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'

const projects = [
  // the two largest first, so the small ones fill the gaps
  'apps/web',
  'apps/api',
  'packages/shared',
  'packages/contracts',
  'dev/demo',
  'e2e',
  'bench',
  'scripts',
].filter((dir) => existsSync(`${dir}/tsconfig.json`))

/** Runs `tsc -p dir`; resolves with its exit code and everything it printed. */
function typecheck(dir) {
  return new Promise((resolve) => {
    const child = spawn('tsc', ['-p', dir], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
    child.on('error', (error) => resolve({ code: 1, output: String(error) }))
  })
}

let failed = false
const queue = [...projects]
async function worker() {
  for (let dir = queue.shift(); dir; dir = queue.shift()) {
    const { code, output } = await typecheck(dir)
    if (output) process.stdout.write(output)
    if (code === 0) console.log(`typecheck ok: ${dir}`)
    else {
      failed = true
      console.error(`typecheck FAILED: ${dir}`)
    }
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, worker))
process.exit(failed ? 1 : 0)
