import { parseArgs } from 'node:util'
import { desc, eq } from 'drizzle-orm'
import {
  AmountFormatError,
  CURRENCIES,
  currencySchema,
  formatAmount,
  parseAmount,
  WITHDRAWAL_STATUSES,
  type Currency,
  type WithdrawalStatus,
} from '@vita/shared'
import type { Db } from '../db/client'
import { publishNews } from '../modules/news/publishNews'
import { adjustMemberBalance } from '../modules/operators/adjustMemberBalance'
import { recordOperatorAction } from '../modules/operators/recordOperatorAction'
import { operatorActions } from '../modules/operators/schema'
import { withdrawals } from '../modules/withdrawals/schema'
import { setWithdrawRules } from '../modules/withdrawals/withdrawRules'

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

export const USAGE = `Vita Club operator commands: npm run ops -- <command> [options]

  credit  --member <uuid|address> --currency USDT|DPINE --amount 10.5 --reason "..." [--key <idempotency key>]
  debit   --member <uuid|address> --currency USDT|DPINE --amount 10.5 --reason "..." [--key <idempotency key>]
  news:publish --title-zh "..." --title-en "..." --body-zh "..." --body-en "..." [--summary-zh "..."] [--summary-en "..."] [--reason "..."]
  withdraw:set-rules --currency DPINE [--minimum 100] [--fee 1] [--arrival-minutes 30] [--enabled true|false] [--reason "..."]
  withdraw:list [--status pending|broadcast|completed|failed] [--limit 50]
  actions:list [--limit 50]          the operator audit log, newest first

Every command takes --operator <name> (default: the OS user); every change is recorded with who, when and why.
Amounts are decimal token amounts (18 decimals), e.g. 10.5 — never rounded.`

type Options = Record<string, string | boolean | undefined>

function text(options: Options, name: string, required: true): string
function text(options: Options, name: string, required?: false): string | undefined
function text(options: Options, name: string, required = false): string | undefined {
  const value = options[name]
  if (typeof value === 'string' && value.trim() !== '') return value
  if (required) throw new UsageError(`--${name} is required`)
  return undefined
}

function currencyOf(options: Options): Currency {
  const parsed = currencySchema.safeParse(text(options, 'currency', true).toUpperCase())
  if (!parsed.success) throw new UsageError(`--currency must be one of ${CURRENCIES.join(', ')}`)
  return parsed.data
}

function amountOf(options: Options, name: string, required: true): bigint
function amountOf(options: Options, name: string, required: false): bigint | undefined
function amountOf(options: Options, name: string, required: boolean): bigint | undefined {
  const value = required ? text(options, name, true) : text(options, name)
  if (value === undefined) return undefined
  try {
    return parseAmount(value)
  } catch (error) {
    if (error instanceof AmountFormatError) throw new UsageError(`--${name}: ${error.reason} ("${value}")`)
    throw error
  }
}

function limitOf(options: Options): number {
  const value = Number(text(options, 'limit') ?? '50')
  if (!Number.isInteger(value) || value < 1 || value > 1000)
    throw new UsageError('--limit must be an integer from 1 to 1000')
  return value
}

const OPTION_NAMES = [
  'member',
  'currency',
  'amount',
  'reason',
  'operator',
  'key',
  'title-zh',
  'title-en',
  'body-zh',
  'body-en',
  'summary-zh',
  'summary-en',
  'minimum',
  'fee',
  'arrival-minutes',
  'enabled',
  'status',
  'limit',
] as const

function parseCommandLine(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries([
        ...OPTION_NAMES.map((name) => [name, { type: 'string' as const }]),
        ['help', { type: 'boolean' as const, short: 'h' }],
      ]),
    })
  } catch (error) {
    // node:util's messages are clear ("Unknown option '--bogus'"); they are usage mistakes.
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}

/**
 * Runs one operator command against the database and returns what to print. Changes and their audit
 * rows are written in one transaction.
 */
export async function runOpsCommand(
  db: Db,
  argv: readonly string[],
  defaults: { operator: string },
): Promise<string> {
  const { positionals, values } = parseCommandLine(argv)
  const options: Options = {}
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string' || typeof value === 'boolean') options[name] = value
  const [command, ...extra] = positionals
  if (!command || options.help || command === 'help') return USAGE
  if (extra.length > 0) throw new UsageError(`unexpected arguments: ${extra.join(' ')}`)
  const operator = text(options, 'operator') ?? defaults.operator

  switch (command) {
    case 'credit':
    case 'debit': {
      const amount = amountOf(options, 'amount', true)
      if (amount <= 0n) throw new UsageError('--amount must be greater than 0')
      const key = text(options, 'key')
      const result = await adjustMemberBalance(db, {
        direction: command,
        member: text(options, 'member', true),
        currency: currencyOf(options),
        amount,
        reason: text(options, 'reason', true),
        operator,
        ...(key ? { idempotencyKey: key } : {}),
      })
      const verb = command === 'credit' ? 'Credited' : 'Debited'
      return `${result.replayed ? 'Already done (same --key): ' : ''}${verb} ${formatAmount(amount)} ${result.transfer.currency} ${command === 'credit' ? 'to' : 'from'} member ${result.member.uuid} (${result.member.communityNumber}); transfer #${result.transfer.id}, audit #${result.actionId}`
    }
    case 'news:publish': {
      const input = {
        titleZh: text(options, 'title-zh', true),
        titleEn: text(options, 'title-en', true),
        bodyZh: text(options, 'body-zh', true),
        bodyEn: text(options, 'body-en', true),
        summaryZh: text(options, 'summary-zh'),
        summaryEn: text(options, 'summary-en'),
      }
      const { row, actionId } = await db.transaction(async (tx) => {
        const published = await publishNews(tx, input)
        const action = await recordOperatorAction(tx, {
          operator,
          action: command,
          reason: text(options, 'reason') ?? 'publish news',
          payload: { newsId: published.id, titleZh: published.titleZh, titleEn: published.titleEn },
        })
        return { row: published, actionId: action.id }
      })
      return `Published news #${row.id} "${row.titleZh}" / "${row.titleEn}"; audit #${actionId}`
    }
    case 'withdraw:set-rules': {
      const currency = currencyOf(options)
      const minimum = amountOf(options, 'minimum', false)
      const fee = amountOf(options, 'fee', false)
      const arrival = text(options, 'arrival-minutes')
      const expectedArrivalMinutes = arrival === undefined ? undefined : Number(arrival)
      if (
        expectedArrivalMinutes !== undefined &&
        (!Number.isInteger(expectedArrivalMinutes) ||
          expectedArrivalMinutes < 0 ||
          expectedArrivalMinutes > 100_000)
      ) {
        throw new UsageError('--arrival-minutes must be a whole number of minutes')
      }
      const enabledText = text(options, 'enabled')
      if (enabledText !== undefined && enabledText !== 'true' && enabledText !== 'false')
        throw new UsageError('--enabled must be true or false')
      const enabled = enabledText === undefined ? undefined : enabledText === 'true'
      if (
        minimum === undefined &&
        fee === undefined &&
        expectedArrivalMinutes === undefined &&
        enabled === undefined
      ) {
        throw new UsageError('give at least one of --minimum, --fee, --arrival-minutes, --enabled')
      }
      const { rules, actionId } = await db.transaction(async (tx) => {
        const next = await setWithdrawRules(tx, {
          currency,
          ...(minimum !== undefined ? { minimum } : {}),
          ...(fee !== undefined ? { fee } : {}),
          ...(expectedArrivalMinutes !== undefined ? { expectedArrivalMinutes } : {}),
          ...(enabled !== undefined ? { enabled } : {}),
        })
        const action = await recordOperatorAction(tx, {
          operator,
          action: command,
          reason: text(options, 'reason') ?? 'update withdraw rules',
          payload: {
            currency,
            minimum: formatAmount(next.minimum),
            fee: formatAmount(next.fee),
            expectedArrivalMinutes: next.expectedArrivalMinutes,
            enabled: next.enabled,
          },
        })
        return { rules: next, actionId: action.id }
      })
      return `Withdraw rules for ${currency}: minimum ${formatAmount(rules.minimum)}, fee ${formatAmount(rules.fee)}, arrival ~${rules.expectedArrivalMinutes} min, ${rules.enabled ? 'enabled' : 'disabled'}; audit #${actionId}`
    }
    case 'withdraw:list': {
      const status = text(options, 'status')
      if (status !== undefined && !(WITHDRAWAL_STATUSES as readonly string[]).includes(status)) {
        throw new UsageError(`--status must be one of ${WITHDRAWAL_STATUSES.join(', ')}`)
      }
      const rows = await db
        .select()
        .from(withdrawals)
        .where(status ? eq(withdrawals.status, status as WithdrawalStatus) : undefined)
        .orderBy(desc(withdrawals.createdAt))
        .limit(limitOf(options))
      if (rows.length === 0) return 'No withdrawals.'
      return rows
        .map((w) =>
          [
            w.createdAt.toISOString(),
            w.id,
            `member#${w.memberId}`,
            `${formatAmount(w.amount)} ${w.currency}`,
            `fee ${formatAmount(w.fee)}`,
            w.address,
            w.status,
            w.txHash ?? '-',
            w.failureReason ?? w.lastBroadcastError ?? '',
          ].join('  '),
        )
        .join('\n')
    }
    case 'actions:list': {
      const rows = await db
        .select()
        .from(operatorActions)
        .orderBy(desc(operatorActions.id))
        .limit(limitOf(options))
      if (rows.length === 0) return 'No operator actions.'
      return rows
        .map(
          (a) =>
            `#${a.id}  ${a.createdAt.toISOString()}  ${a.operator}  ${a.action}  "${a.reason}"  ${JSON.stringify(a.payload)}`,
        )
        .join('\n')
    }
    default:
      throw new UsageError(`unknown command "${command}"`)
  }
}
