import { describe, expect, it } from 'vitest'
import { clubMoneyEn } from '../features/club/locales/money.en'
import { clubMoneyZh } from '../features/club/locales/money.zh'
import { clubEn } from '../features/club/locales/en'
import { clubZh } from '../features/club/locales/zh'
import { depositsEn } from '../features/deposits/locales/en'
import { depositsZh } from '../features/deposits/locales/zh'
import { manualEn } from '../features/manual/locales/en'
import { manualZh } from '../features/manual/locales/zh'
import { nodesEn } from '../features/nodes/locales/en'
import { nodesZh } from '../features/nodes/locales/zh'
import { rankingEn } from '../features/ranking/locales/en'
import { rankingZh } from '../features/ranking/locales/zh'
import { shopEn } from '../features/shop/locales/en'
import { shopZh } from '../features/shop/locales/zh'
import { solvencyEn } from '../features/solvency/locales/en'
import { solvencyZh } from '../features/solvency/locales/zh'
import { i18n, registerTexts } from '../lib/i18n'

registerTexts(clubZh, clubEn)
registerTexts(clubMoneyZh, clubMoneyEn)
registerTexts(depositsZh, depositsEn)
registerTexts(manualZh, manualEn)
registerTexts(nodesZh, nodesEn)
registerTexts(rankingZh, rankingEn)
registerTexts(shopZh, shopEn)
registerTexts(solvencyZh, solvencyEn)
/** Keys come from the table below, so they are looked up untyped. */
type Say = (key: string, options: Record<string, unknown>) => string
const en = i18n.getFixedT('en') as unknown as Say
const zh = i18n.getFixedT('zh') as unknown as Say

/** English counts take the singular for one ("1 orders" was shown); Chinese has one form. */
describe('counted texts', () => {
  it.each([
    ['ranking.purchases', {}, '1 order', '2 orders'],
    ['club.team.memberOrders', { size: 3 }, '1 order · team of 3', '2 orders · team of 3'],
    ['club.earnings.days', {}, '1 day', '2 days'],
    ['clubMoney.confirm.cardValidityDays', {}, '1 day', '2 days'],
    [
      'clubMoney.confirm.receiveValue',
      { dpine: '15' },
      '1 dividend share and 15% of the value back in DPINE',
      '2 dividend shares and 15% of the value back in DPINE',
    ],
    ['nodes.members.orders', {}, '1 order', '2 orders'],
    [
      'deposit.confirmations',
      {},
      'Credited after 1 block confirmation',
      'Credited after 2 block confirmations',
    ],
    ['shop.detail.reviewCount', {}, '1 review', '2 reviews'],
    ['shop.detail.stars', {}, '1 star', '2 stars'],
    ['shop.orders.itemCount', {}, '1 item', '2 items'],
    ['solvency.day.members', {}, '1 member', '2 members'],
    [
      'manual.levels.legs',
      { minLevel: 2 },
      ', 1 direct leg holding a V2 or above',
      ', 2 direct legs each holding a V2 or above',
    ],
  ])('%s', (key, values, one, two) => {
    expect(en(key, { ...values, count: 1 })).toBe(one)
    expect(en(key, { ...values, count: 2 })).toBe(two)
    expect(zh(key, { ...values, count: 1 })).toBe(zh(key, { ...values, count: 2 }).replace('2', '1'))
  })
})
