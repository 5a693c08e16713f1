/**
 * The operator's tools against the running e2e system, through the real CLI (`npm run ops`), with
 * the database the system uses. Only possible on PostgreSQL: PGlite is one in-process connection,
 * so a second process cannot open it (globalSetup provides `databaseUrl` only when
 * TEST_DATABASE_URL is set).
 */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { inject } from 'vitest'

const run = promisify(execFile)
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export type CreditMemberInput = {
  memberUuid: string
  currency: 'USDT' | 'DPINE'
  /** Human decimal text, e.g. "500". */
  amount: string
}

async function ops(args: string[]): Promise<string> {
  const databaseUrl = inject('databaseUrl')
  if (!databaseUrl)
    throw new Error('operator commands need the e2e system on PostgreSQL (set TEST_DATABASE_URL)')
  const { stdout } = await run('npm', ['run', '--silent', 'ops', '--', ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: inject('dataDir'),
      // The system's dev chain, for commands that read it (solvency:snapshot reads the reserves).
      DEV_CHAIN_PORT: new URL(inject('rpcUrl')).port,
      LOG_LEVEL: 'warn',
    },
    timeout: 60_000,
  })
  return stdout
}

/** Credits a member's in-app balance, as an operator would (recorded in the audit log). */
export async function creditMember(input: CreditMemberInput): Promise<void> {
  await ops([
    'credit',
    '--member',
    input.memberUuid,
    '--currency',
    input.currency,
    '--amount',
    input.amount,
    '--reason',
    'e2e',
    '--operator',
    'e2e',
  ])
}

/**
 * Settles a business day of the club as an operator would (`club:settle`); `early` settles a day that
 * has not begun yet (a test's way to let today's orders earn without waiting for tomorrow).
 */
export async function settleClubDay(day: string, options: { early?: boolean } = {}): Promise<string> {
  return ops([
    'club:settle',
    '--day',
    day,
    ...(options.early ? ['--early', 'true'] : []),
    '--reason',
    'e2e',
    '--operator',
    'e2e',
  ])
}

/**
 * Takes the last settled day's proof-of-solvency snapshot now (`solvency:snapshot`) instead of waiting
 * for the job; a day taken already is reported as such.
 */
export async function takeSolvencySnapshot(): Promise<string> {
  return ops(['solvency:snapshot'])
}

/** An operator's sell-permission decision for a member (`sell:set`): allow, deny, or back to the rule. */
export async function setSellPermission(memberUuid: string, to: 'allow' | 'deny' | 'rule'): Promise<string> {
  return ops(['sell:set', '--member', memberUuid, '--to', to, '--reason', 'e2e', '--operator', 'e2e'])
}

/** Changes numbers of the club's rules as an operator would (`club:set-rules`, e.g. `--level-directs V1=1`). */
export async function setClubRules(options: Record<string, string>): Promise<string> {
  return ops([
    'club:set-rules',
    ...Object.entries(options).flatMap(([name, value]) => [`--${name}`, value]),
    '--reason',
    'e2e',
    '--operator',
    'e2e',
  ])
}

/** Adds a product from its JSON file as an operator would (`shop:product-add`); returns its uuid. */
export async function addProduct(file: string): Promise<string> {
  const output = await ops(['shop:product-add', '--file', file, '--reason', 'e2e', '--operator', 'e2e'])
  const uuid = /Product ([0-9a-f-]{36}) added/.exec(output)?.[1]
  if (!uuid) throw new Error(`shop:product-add said: ${output}`)
  return uuid
}

/** Lists or hides a product as an operator would (`shop:product-update --listed`). */
export async function setProductListed(uuid: string, listed: boolean): Promise<string> {
  return ops([
    'shop:product-update',
    '--product',
    uuid,
    '--listed',
    String(listed),
    '--reason',
    'e2e',
    '--operator',
    'e2e',
  ])
}

export type CouponInput = {
  code: string
  kind: 'fixed' | 'percent'
  /** USDT (fixed) or basis points (percent). */
  value: string
  minSpend?: string
  /** ISO 8601. */
  expires: string
}

/** Adds a marketplace coupon (`shop:coupon-add`). */
export async function addCoupon(input: CouponInput): Promise<string> {
  return ops([
    'shop:coupon-add',
    '--code',
    input.code,
    '--kind',
    input.kind,
    '--value',
    input.value,
    ...(input.minSpend ? ['--min-spend', input.minSpend] : []),
    '--expires',
    input.expires,
    '--reason',
    'e2e',
    '--operator',
    'e2e',
  ])
}

/** Ships a paid marketplace order (`shop:ship`). */
export async function shipOrder(orderNo: string, carrier: string, tracking: string): Promise<string> {
  return ops([
    'shop:ship',
    '--order',
    orderNo,
    '--carrier',
    carrier,
    '--tracking',
    tracking,
    '--reason',
    'e2e',
    '--operator',
    'e2e',
  ])
}

/** Adds a carrier's scan to a shipped order's timeline (`shop:logistics`). */
export async function addLogistics(
  orderNo: string,
  event: { at: string; description: string; location?: string },
): Promise<string> {
  return ops([
    'shop:logistics',
    '--order',
    orderNo,
    '--at',
    event.at,
    '--description',
    event.description,
    ...(event.location ? ['--location', event.location] : []),
    '--reason',
    'e2e',
    '--operator',
    'e2e',
  ])
}

/** Refunds a paid marketplace order (`shop:refund`): the balance part and the card part come back. */
export async function refundOrder(orderNo: string, reason: string): Promise<string> {
  return ops(['shop:refund', '--order', orderNo, '--reason', reason, '--operator', 'e2e'])
}
