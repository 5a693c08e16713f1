import { parseArgs } from 'node:util'
import type { SolvencyReserveSettings } from '../config'
import type { Db } from '../platform/db/client'
import { UsageError, type OpsChain, type OpsCommand, type OpsOptions } from '../platform/ops'
import { recordOperatorAction } from '../modules/operators'
import { opsUsage } from './registry'

function parseCommandLine(argv: readonly string[], commands: ReadonlyMap<string, OpsCommand>) {
  const names = new Set(['operator', ...[...commands.values()].flatMap((command) => command.options)])
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        ...Object.fromEntries([...names].map((name) => [name, { type: 'string' as const }])),
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    // node:util's messages are clear ("Unknown option '--bogus'"); they are usage mistakes.
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}

export type RunOpsCommandParameters = {
  db: Db
  commands: ReadonlyMap<string, OpsCommand>
  argv: readonly string[]
  /** Who acts when --operator is not given (the OS user). */
  operator: string
  now?: () => Date
  /** SETTLEMENT_TIME_ZONE (its default when not given). */
  timeZone?: string
  /** Where commands store image files (config.uploadsDir). */
  uploadsDir?: string
  /** The chain, for commands that read it. */
  chain?: OpsChain
  /** Key of the members' solvency salts (config.solvencySaltKey). */
  solvencySaltKey?: string
  /** Where the solvency snapshot's reserves are read (solvencyReserveSettings(config)). */
  solvencyReserves?: SolvencyReserveSettings
}

/**
 * Runs one operator command line and returns what to print. An audited command's change and its audit
 * record (who, when, why, what) are written in one transaction by this wrapper, never by the command.
 */
export async function runOpsCommand(parameters: RunOpsCommandParameters): Promise<string> {
  const { commands } = parameters
  const { positionals, values } = parseCommandLine(parameters.argv, commands)
  const [name, ...extra] = positionals
  if (!name || name === 'help' || values.help === true) return opsUsage(commands)
  const command = commands.get(name)
  if (!command) throw new UsageError(`unknown command "${name}"`)
  if (extra.length > 0) throw new UsageError(`unexpected arguments: ${extra.join(' ')}`)
  const options: Record<string, string | undefined> = {}
  for (const [option, value] of Object.entries(values)) {
    if (option === 'help') continue
    if (option !== 'operator' && !command.options.includes(option))
      throw new UsageError(`Unknown option '--${option}' for ${name}`)
    if (typeof value !== 'string') throw new UsageError(`--${option} needs a value`)
    options[option] = value
  }
  const operator = (options.operator ?? parameters.operator).trim()
  const execute = command.prepare(options as OpsOptions)
  const now = parameters.now ?? (() => new Date())
  const timeZone = parameters.timeZone ?? 'Asia/Shanghai'
  const files = {
    ...(parameters.uploadsDir === undefined ? {} : { uploadsDir: parameters.uploadsDir }),
    ...(parameters.chain === undefined ? {} : { chain: parameters.chain }),
    ...(parameters.solvencySaltKey === undefined ? {} : { solvencySaltKey: parameters.solvencySaltKey }),
    ...(parameters.solvencyReserves === undefined ? {} : { solvencyReserves: parameters.solvencyReserves }),
  }
  if (!command.audited)
    return (await execute({ db: parameters.db, operator, now, timeZone, ...files })).output
  return parameters.db.transaction(async (tx) => {
    const result = await execute({ db: tx, operator, now, timeZone, ...files })
    if (!result.audit) throw new Error(`audited command ${name} returned no audit record`)
    const action = await recordOperatorAction(tx, { operator, action: name, ...result.audit })
    return `${result.output}; audit #${action.id}`
  })
}
