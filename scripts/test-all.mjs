// `npm test`: every suite in order — static checks, unit + API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), contracts, the web build, then browser end-to-end tests in Chromium.
// Prints each suite's result and a closing "N passed, N failed" line of test counts.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const reports = join(process.cwd(), 'test-artifacts', 'reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

/** @type {{ name: string, cmd: string[], counts?: (out: string) => { passed: number, failed: number } }[]} */
const vitestCounts = (file) => () => {
  const json = JSON.parse(readFileSync(join(reports, file), 'utf8'))
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.numFailedTestSuites ?? 0),
    failures: vitestFailures(json),
  }
}
/** Where a JSON report's failures are and the first line of each, for the summary (CI may show only the tail). */
const vitestFailures = (json) =>
  (json.testResults ?? []).flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, '')
    const firstLine = (text) =>
      String(text ?? '')
        .trim()
        .split('\n')[0]
        .slice(0, 300)
    const tests = (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    return tests.length === 0 && file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : tests
  })
const nodeRunnerCounts = (out) => {
  const passed = [...out.matchAll(/^\s*(\d+) passing/gm)].reduce((sum, m) => sum + Number(m[1]), 0)
  const failed = [...out.matchAll(/^\s*(\d+) failing/gm)].reduce((sum, m) => sum + Number(m[1]), 0)
  return { passed, failed }
}

const only = process.argv.slice(2)
const suites = [
  // contract types for TS come from the build's generated artifacts, so build before type-checking
  { name: 'contracts-build', cmd: ['npm', 'run', 'build', '-w', '@vita/contracts'] },
  { name: 'typecheck', cmd: ['node', 'scripts/typecheck.mjs'] },
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  {
    name: 'unit+api',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'unit.json')}`,
    ],
    counts: vitestCounts('unit.json'),
  },
  { name: 'contracts', cmd: ['npm', 'test', '-w', '@vita/contracts'], counts: nodeRunnerCounts },
  { name: 'web-build', cmd: ['npm', 'run', 'build', '-w', '@vita/web'] },
  {
    // The production build on a clean install of runtime dependencies only (scripts/prod-smoke.mjs).
    name: 'prod-build',
    cmd: ['node', 'scripts/prod-smoke.mjs'],
    counts: (out) => {
      const match = /prod build: (\d+) passed, (\d+) failed/.exec(out)
      return match ? { passed: Number(match[1]), failed: Number(match[2]) } : { passed: 0, failed: 1 }
    },
  },
  {
    name: 'e2e',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--config',
      'e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'e2e.json')}`,
    ],
    counts: vitestCounts('e2e.json'),
  },
].filter((suite) => only.length === 0 || only.includes(suite.name))

let passed = 0
let failed = 0
const summary = []
for (const suite of suites) {
  const started = Date.now()
  console.log(`\n===== ${suite.name}: ${suite.cmd.join(' ')}`)
  const result = spawnSync(suite.cmd[0], suite.cmd.slice(1), {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  process.stdout.write(result.stdout ?? '')
  const ok = result.status === 0
  let counts = null
  try {
    counts = suite.counts ? suite.counts(result.stdout ?? '') : null
  } catch {
    counts = null
  }
  if (counts) {
    passed += counts.passed
    failed += counts.failed
  }
  if (!ok && (!counts || counts.failed === 0)) failed += 1 // a suite that failed without a test failing (crash, type error)
  summary.push(
    `${ok ? 'ok  ' : 'FAIL'} ${suite.name} (${((Date.now() - started) / 1000).toFixed(1)} s)${counts ? ` ${counts.passed} passed, ${counts.failed} failed` : ''}`,
  )
  for (const failure of counts?.failures?.slice(0, 10) ?? []) summary.push(`       ✗ ${failure}`)
  if (!ok && process.env.CI) {
    // keep going so one run shows every failing suite
  }
}
console.log('\n===== summary')
for (const line of summary) console.log(line)
console.log(`test artifacts: ${join(process.cwd(), 'test-artifacts')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 && summary.every((line) => !line.startsWith('FAIL')) ? 0 : 1)
