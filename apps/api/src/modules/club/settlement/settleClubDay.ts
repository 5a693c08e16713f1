import type { ClubRules } from '@vita/shared'
import type { Db, Tx } from '../../../platform/db/client'
import { isBusinessDay } from '../../../platform/jobs'
import { loadClubRules } from '../rules/loadClubRules'
import { payDividends } from './payDividends'
import { claimDay } from './claimDay'
import { completeOrders, type OrderStatusChange } from './completeOrders'
import { recomputeLevels, type LevelChange } from './recomputeLevels'
import type { SettlementContext } from './settlementContext'
import { settleDynamicDividends } from './settleDynamicDividends'
import { settleInviteRewards } from './settleInviteRewards'
import { settleNodeRewards } from './settleNodeRewards'
import { settleStaticDividends } from './settleStaticDividends'
import { writeStatements, type DayTotals } from './writeStatements'

export const SETTLEMENT_STEPS = [
  'claimDay',
  'levels',
  'inviteRewards',
  'staticDividends',
  'dynamicDividends',
  'dividendPayouts',
  'nodeRewards',
  'orderStatuses',
  'statements',
] as const
export type SettlementStep = (typeof SETTLEMENT_STEPS)[number]

export type SettleClubDayParameters = {
  /** The business day 'YYYY-MM-DD' (SETTLEMENT_TIME_ZONE). */
  day: string
  /** Default: the rules in force (loadClubRules). */
  rules?: ClubRules
  /** Dry run: the whole computation, then the transaction is rolled back (club:preview). */
  dryRun?: boolean
  /** Called after each step inside the transaction (tests inject crashes here). */
  afterStep?: (step: SettlementStep, tx: Tx) => Promise<void> | void
}

export type SettledClubDay = DayTotals & {
  kind: 'settled'
  day: string
  dryRun: boolean
  levelChangesByLevel: LevelChange[]
  statusChanges: OrderStatusChange[]
}
export type SettleClubDayReturnType =
  SettledClubDay | { kind: 'alreadySettled'; day: string; lastSettledDay: string | null }

class DryRunRollback extends Error {
  constructor(readonly result: SettledClubDay) {
    super('dry run: rolled back')
  }
}

/**
 * Settles business day `day` of the club (club-rules §2–5, §7's node rewards) in ONE transaction, set-based: one statement
 * per step over all members and orders (the reference model is `settleDay` in @vita/shared). A day at or
 * before the last settled one is refused without a change; a crash anywhere rolls everything back, and
 * the re-run pays each member and node once (ledger keys per day, kind and member or node besides).
 */
export async function settleClubDay(
  db: Db,
  { day, rules: given, dryRun = false, afterStep }: SettleClubDayParameters,
): Promise<SettleClubDayReturnType> {
  if (!isBusinessDay(day)) throw new RangeError(`not a business day 'YYYY-MM-DD': ${day}`)
  const rules = given ?? (await loadClubRules(db))
  try {
    return await db.transaction(async (tx) => {
      const context: SettlementContext = { tx, day, rules }
      const step = async (name: SettlementStep) => afterStep?.(name, tx)
      const claimed = await claimDay(context)
      if (!claimed.claimed)
        return { kind: 'alreadySettled' as const, day, lastSettledDay: claimed.lastSettledDay }
      await step('claimDay')
      const levels = await recomputeLevels(context)
      await step('levels')
      const invites = await settleInviteRewards(context)
      await step('inviteRewards')
      const staticTotals = await settleStaticDividends(context)
      await step('staticDividends')
      const dynamicTotals = await settleDynamicDividends(context)
      await step('dynamicDividends')
      await payDividends(context)
      await step('dividendPayouts')
      const nodeTotals = await settleNodeRewards(context)
      await step('nodeRewards')
      const statusChanges = await completeOrders(context)
      await step('orderStatuses')
      const totals: DayTotals = {
        static: staticTotals,
        dynamic: dynamicTotals,
        invites,
        nodes: nodeTotals,
        levelChanges: levels.levelChanges,
      }
      await writeStatements(context, totals)
      await step('statements')
      const result: SettledClubDay = {
        kind: 'settled',
        day,
        dryRun,
        ...totals,
        levelChangesByLevel: levels.byChange,
        statusChanges,
      }
      if (dryRun) throw new DryRunRollback(result)
      return result
    })
  } catch (error) {
    if (error instanceof DryRunRollback) return error.result
    throw error
  }
}
