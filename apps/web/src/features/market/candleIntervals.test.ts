import { CANDLE_INTERVALS as contractIntervals } from '@vita/shared/schemas/market'
import { describe, expect, it } from 'vitest'
import { CANDLE_INTERVALS } from './candleIntervals'

describe('the candle intervals without zod', () => {
  it('are the contract’s intervals, in its order', () => {
    expect(CANDLE_INTERVALS).toEqual(contractIntervals)
  })
})
