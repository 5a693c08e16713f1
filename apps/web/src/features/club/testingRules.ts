import type { ClubRulesView } from '@vita/shared/schemas/club'

const unit = 10n ** 18n
/** Test support: club-rules.md defaults as GET /app/club/rules answers them. */
export const defaultRulesView: ClubRulesView = {
  orderPrice: (224n * unit).toString(),
  maxOrdersPerMember: 4,
  sharesPerOrder: '1',
  poolSplitBps: { static: 1500, centralBank: 7500, fee: 1000 },
  dynamicPoolBps: 1000,
  dpineReturnBps: 1500,
  staticDailyRateBps: 400,
  staticDailyRateRangeBps: { min: 300, max: 500 },
  levelMultipliersBps: [0, 1, 2, 3, 4, 5].map((level) => ({ level, bps: 10_000 })),
  dynamicDailyRateBps: 200,
  topFourShareBps: 2000,
  topFourCount: 4,
  userCountShareBps: 5000,
  staticCapBps: 10_000,
  dynamicCapBps: 20_000,
  inviteReward: (10n * unit).toString(),
  cardValueBps: 10_000,
  cardValidityDays: 365,
  pendingOrderTimeoutMinutes: 30,
  levels: [
    {
      level: 1,
      ownOrders: 1,
      directsWithOrder: 3,
      teamPerformance: (2240n * unit).toString(),
      legs: { count: 0, minLevel: 0 },
    },
    {
      level: 2,
      ownOrders: 1,
      directsWithOrder: 3,
      teamPerformance: (22_400n * unit).toString(),
      legs: { count: 2, minLevel: 1 },
    },
  ],
  timeZone: 'Asia/Shanghai',
}
