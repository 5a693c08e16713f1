import { describe, expect, it } from 'vitest'
import { percent, rulesView } from './rulesView'
import { defaultRulesView as defaults } from './testingRules'

describe('rulesView (the rules dialog numbers)', () => {
  it('turns basis points into percent texts with integer maths', () => {
    expect([percent(400), percent(1500), percent(20_000), percent(125), percent(5), percent(0)]).toEqual([
      '4',
      '15',
      '200',
      '1.25',
      '0.05',
      '0',
    ])
  })

  it('shows the club-rules defaults: price, pools, static and dynamic rates, caps, invite reward, cards', () => {
    const { paragraphs } = rulesView(defaults)
    expect(paragraphs.orders).toEqual({ price: '224', max: 4, shares: '1' })
    expect(paragraphs.split).toEqual({ static: '15', central: '75', fee: '10', dpine: '15' })
    expect(paragraphs.staticRule).toEqual({ rate: '4', min: '3', max: '5', cap: '100' })
    expect(paragraphs.dynamicRule).toEqual({
      pool: '10',
      rate: '2',
      topFour: '20',
      count: 4,
      users: '50',
      team: '50',
      cap: '200',
    })
    expect(paragraphs.invite).toEqual({ amount: '10' })
    expect(paragraphs.cards).toEqual({ value: '100', days: 365 })
    expect(paragraphs.pending).toEqual({ minutes: 30, zone: 'Asia/Shanghai' })
  })

  it('follows configuration, not the defaults (a 3.5% day rate, a 60/40 split after the top four)', () => {
    const view = rulesView({ ...defaults, staticDailyRateBps: 350, userCountShareBps: 6000 })
    expect(view.paragraphs.staticRule.rate).toBe('3.5')
    expect([view.paragraphs.dynamicRule.users, view.paragraphs.dynamicRule.team]).toEqual(['60', '40'])
  })

  it('lists the level table with grouped USDT and leg requirements, and the level weights', () => {
    const view = rulesView({ ...defaults, levelMultipliersBps: [{ level: 1, bps: 12_500 }] })
    expect(view.levels).toEqual([
      { level: 1, ownOrders: 1, directs: 3, performance: '2,240', legs: null },
      { level: 2, ownOrders: 1, directs: 3, performance: '22,400', legs: { count: 2, level: 1 } },
      { level: 3, ownOrders: 1, directs: 3, performance: '112,000', legs: { count: 2, level: 2 } },
      { level: 4, ownOrders: 1, directs: 3, performance: '448,000', legs: { count: 2, level: 3 } },
      { level: 5, ownOrders: 1, directs: 3, performance: '1,120,000', legs: { count: 2, level: 4 } },
    ])
    expect(view.multipliers).toBe('V1 ×1.25')
    expect(rulesView(defaults).multipliers).toBe('V0 ×1, V1 ×1, V2 ×1, V3 ×1, V4 ×1, V5 ×1')
  })
})
