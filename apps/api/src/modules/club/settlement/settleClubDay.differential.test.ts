import { mulberry32, seedFrom } from '@vita/shared/prng'
import { describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { ensureSystemAccounts } from '../../ledger'
import { ledgerViolations } from '../../ledger/ledgerTesting'
import { dayOfBusiness, FIRST_DAY, randomClub, randomRules } from './randomClub'
import { expectSqlMatchesModel } from './settlementModelCheck'
import { dayString, rebuildMemberStats } from './settlementTesting'

const SEED = seedFrom('CLUB_SETTLEMENT_SEED', 20_261_123)
const ROUNDS = Number(process.env.CLUB_SETTLEMENT_ROUNDS ?? 4)
const DAYS = 6

describe.each(testDatabaseKinds)('settleClubDay = settleDay on random clubs (%s)', (kind) => {
  it(`${ROUNDS} random clubs, ${DAYS} consecutive days each: same payouts, statuses, levels, statements, pools`, async () => {
    const seen = { grant: 0, reversal: 0, completed: 0, exited: 0, levelChange: 0, dynamic: 0, static: 0 }
    for (let round = 0; round < ROUNDS; round++) {
      const seed = SEED + round
      const random = mulberry32(seed)
      const database = await createTestDatabase(kind)
      try {
        await ensureSystemAccounts(database.db)
        const rules = randomRules(random)
        const club = await randomClub(database, random, rules)
        await rebuildMemberStats(database.db)
        let nextOrder = club.nextOrder
        for (let day = FIRST_DAY; day < FIRST_DAY + DAYS; day++) {
          const { sql: settled } = await expectSqlMatchesModel(database.db, dayString(day), rules)
          seen.grant += settled.invites.granted
          seen.reversal += settled.invites.reversed
          seen.levelChange += settled.levelChanges
          seen.static += settled.static.membersPaid
          seen.dynamic += settled.dynamic.membersPaid
          for (const change of settled.statusChanges)
            seen[change.to === 'exited' ? 'exited' : 'completed'] += change.orders
          expect(await ledgerViolations(database.db)).toEqual([])
          nextOrder = await dayOfBusiness(database, random, rules, club.count, nextOrder, day)
        }
      } catch (error) {
        console.error(
          `settlement differential failed: CLUB_SETTLEMENT_SEED=${seed} (round ${round} of ${kind})`,
        )
        throw error
      } finally {
        await database.dispose()
      }
    }
    // Every path of the settlement was exercised at least once.
    expect(Object.entries(seen).filter(([, count]) => count === 0)).toEqual([])
  }, 600_000)
})
