import { DEFAULT_CLUB_RULES } from '@vita/shared/club/rules'
import { clubRulesView } from '@vita/shared/club/rulesView'
import type { ClubRulesView } from '@vita/shared/schemas/club'
import { describe, expect, it } from 'vitest'
import { i18n, registerTexts } from '../../lib/i18n'
import { clubSectionParams, CLUB_SECTIONS, levelLines } from './clubRulesParams'
import { manualEn } from './locales/en'
import { manualZh } from './locales/zh'

registerTexts(manualZh, manualEn)
const unit = 10n ** 18n
/** club-rules.md defaults as GET /app/club/rules answers them (the API's own mapping). */
const rules: ClubRulesView = clubRulesView(DEFAULT_CLUB_RULES, 'Asia/Shanghai')

describe('the manual’s club sections', () => {
  it('say the club-rules defaults in both languages, every placeholder filled', () => {
    const params = clubSectionParams(rules)
    for (const lng of ['zh', 'en']) {
      const t = i18n.getFixedT(lng)
      for (const section of CLUB_SECTIONS)
        expect(t(`manual.${section}.body`, params[section])).not.toMatch(/\{\{/)
    }
    const en = i18n.getFixedT('en')
    expect(en('manual.club.body', params.club)).toContain('Each order costs 224 USDT, at most 4 orders')
    expect(en('manual.static.body', params.static)).toContain(
      '4% of the static pool (configurable within 3%–5%)',
    )
    expect(en('manual.static.body', params.static)).toContain('reach 100% of its amount')
    expect(en('manual.dynamic.body', params.dynamic)).toContain('20% split equally among the 4 members')
    expect(en('manual.dynamic.body', params.dynamic)).toContain('up to 200% of its amount')
    expect(en('manual.invite.body', params.invite)).toContain('you receive 10 USDT')
    expect(i18n.getFixedT('zh')('manual.returns.body', params.returns)).toContain(
      '15% 进入静态分红池，75% 进入央行池，10% 进入手续费池',
    )
  })

  it('follow configuration: a 5% day rate and a 20 USDT invite reward', () => {
    const params = clubSectionParams({
      ...rules,
      staticDailyRateBps: 500,
      inviteReward: (20n * unit).toString(),
    })
    expect(params.static.rate).toBe('5')
    expect(params.invite.amount).toBe('20')
  })

  it('list the level table with grouped USDT and the leg requirement', () => {
    expect(levelLines(rules)).toEqual([
      { level: 1, ownOrders: 1, directs: 3, performance: '2,240', legs: null },
      { level: 2, ownOrders: 1, directs: 3, performance: '22,400', legs: { count: 2, minLevel: 1 } },
      { level: 3, ownOrders: 1, directs: 3, performance: '112,000', legs: { count: 2, minLevel: 2 } },
      { level: 4, ownOrders: 1, directs: 3, performance: '448,000', legs: { count: 2, minLevel: 3 } },
      { level: 5, ownOrders: 1, directs: 3, performance: '1,120,000', legs: { count: 2, minLevel: 4 } },
    ])
  })
})
