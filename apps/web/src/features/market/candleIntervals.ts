/**
 * The candle intervals as plain constants, so the chart's interval tabs paint without zod and the
 * market schemas (which the market API calls load lazily to check the answers). The contract's
 * list is CANDLE_INTERVALS in @vita/shared/schemas/market; a test keeps the two equal.
 */
import type { CandleInterval } from '@vita/shared/schemas/market'

export const CANDLE_INTERVALS = ['1m', '15m', '1h', '1d'] as const satisfies readonly CandleInterval[]
export type { CandleInterval }
