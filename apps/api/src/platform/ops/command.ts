import type { Deployment } from '@vita/contracts/deployment'
import type { SolvencyReserveSettings } from '../../config'
import type { ContractReader } from '../chain'
import type { Db } from '../db/client'

/** A mistake on the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** Parsed `--name value` options of one command line. */
export type OpsOptions = Readonly<Record<string, string | undefined>>

/**
 * What a command runs with: the database handle (the audit transaction for audited commands), who acts,
 * the clock, the business day's time zone (SETTLEMENT_TIME_ZONE) and where uploaded files are stored
 * (DATA_DIR/uploads; absent when the caller gave none: a command that stores files refuses then).
 */
export type OpsContext = {
  db: Db
  operator: string
  now: () => Date
  timeZone: string
  uploadsDir?: string
  /** The chain, for commands that read it (absent when the caller has none: such a command refuses). */
  chain?: OpsChain
  /** Key of the members' solvency salts (absent when the caller gave none: the snapshot refuses). */
  solvencySaltKey?: string
  /** Where the solvency snapshot's reserves are read, with `chain` (absent: taken without reserves). */
  solvencyReserves?: SolvencyReserveSettings
}

/** What a command may read of the chain: the contract reader and the deployment's addresses. */
export type OpsChain = { reader: ContractReader; contracts: () => Deployment['contracts'] | undefined }

/** An audited command's record of what it did (the wrapper writes it with the change, in one transaction). */
export type OpsAudit = { reason: string; payload: Record<string, unknown> }

export type OpsResult = { output: string; audit?: OpsAudit }

/**
 * One operator command (`npm run ops -- <name> [--option value]…`) as written in its own file: its
 * usage line, a parser that turns options into a typed input (throwing UsageError), and the action.
 * An `audited` command runs inside a transaction together with its audit record (ops/runOpsCommand.ts),
 * so a change is never unrecorded.
 */
export type OpsCommandSpec<Input> = {
  name: string
  /** The options part of the usage line, e.g. `--currency USDT|DPINE [--minimum 100]`. */
  usage: string
  /** One line saying what it does. */
  summary: string
  /** Option names it accepts (besides --operator and --help). */
  options: readonly string[]
  audited: boolean
  parse(options: OpsOptions): Input
  run(context: OpsContext, input: Input): Promise<OpsResult>
}

/** A command as the registry holds it: parsing first (usage errors before any database work), then running. */
export type OpsCommand = Omit<OpsCommandSpec<unknown>, 'parse' | 'run'> & {
  prepare(options: OpsOptions): (context: OpsContext) => Promise<OpsResult>
}

export function defineOpsCommand<Input>(spec: OpsCommandSpec<Input>): OpsCommand {
  const { parse, run, ...described } = spec
  return {
    ...described,
    prepare(options) {
      const input = parse(options)
      return (context) => run(context, input)
    },
  }
}
