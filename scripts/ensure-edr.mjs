// Hardhat's simulator (EDR) ships its Linux binary as an optional dependency that npm skips when
// the install itself ran under Node 20; re-run the install on the pinned Node 22 to fetch it.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { join } from 'node:path'

const root = process.cwd()
const edr = join(root, 'node_modules', '@nomicfoundation', 'edr-linux-x64-gnu')
if (
  process.platform === 'linux' &&
  process.arch === 'x64' &&
  !existsSync(edr) &&
  !process.env.VITA_EDR_RETRY
) {
  console.log('[postinstall] EDR binary missing; re-running npm install on Node 22')
  execSync('npm install --no-audit --no-fund', {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITA_EDR_RETRY: '1',
      PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
    },
  })
}
