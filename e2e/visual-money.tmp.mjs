// Temporary visual check with a mocked API (not part of the repo; deleted after use).
import { chromium } from 'playwright-core'

const BASE = 'http://localhost:4173'
const ME = '3f2a9c1e-8b7d-4e2f-a1c3-5d6e7f8a9b0c'
const BOB = '0b7e4a52-6a61-4c1f-9a43-0f1c2b9d2e11'
const ADDR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const U = (n) => (BigInt(Math.round(n * 1e6)) * 10n ** 12n).toString()
const ok = (data) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 0, msg: 'ok', data }) })
const now = new Date('2026-11-21T13:20:00Z').toISOString()
const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url')
const token = `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 86400, sub: ME })}.sig`
const userInfo = { uuid: ME, communityNumber: 'C100023', walletAddress: ADDR, inviteCode: 'VITA8K2M', referrerUuid: null, level: 1, joinedAt: now }
let wStatus = 0
const statuses = ['pending', 'pending', 'broadcast', 'completed']
const withdrawal = (status, id = '9d1f3e1a-2b4c-4d5e-8f6a-7b8c9d0e1f2a') => ({
  id, currency: 'DPINE', amount: U(100), fee: U(1), netAmount: U(99), address: ADDR, note: 'e2e', status,
  txHash: status === 'completed' || status === 'broadcast' ? '0x' + 'ab'.repeat(32) : null, failureReason: null, createdAt: now, updatedAt: now,
})
const bill = (i, type, amount, currency, extra = {}) => ({ id: String(i), currency, type, amount, balanceAfter: U(500 - i), reference: null, counterpartyUuid: null, memo: null, createdAt: new Date(Date.parse(now) - i * 3600e3).toISOString(), ...extra })
const bills = [
  bill(1, 'transfer', '-' + U(120.5), 'DPINE', { counterpartyUuid: BOB, reference: { type: 'member_transfer', id: 'k1' }, memo: 'lunch' }),
  bill(2, 'withdraw', '-' + U(100), 'DPINE', { reference: { type: 'withdrawal', id: '9d1f3e1a-2b4c-4d5e-8f6a-7b8c9d0e1f2a' } }),
  bill(3, 'income', U(500), 'DPINE', { reference: { type: 'operator_adjustment', id: 'k' } }),
  bill(4, 'invite_reward', U(10), 'USDT'),
  bill(5, 'static_earnings', U(1.344), 'USDT'),
  bill(6, 'service_fee', '-' + U(0.25), 'USDT'),
]

async function mock(page) {
  await page.route('**/app/**', async (route) => {
    const req = route.request()
    const url = new URL(req.url())
    const p = url.pathname.replace(/^\/app/, '')
    const m = req.method()
    if (p === '/config') return // hangs: no wallet session in this check
    if (p === '/auth/info') return route.fulfill(ok({ ...userInfo, sessionExpiresAt: now }))
    if (p === '/assets') return route.fulfill(ok({ address: ADDR, assets: [
      { currency: 'USDT', available: U(1234.5678), pending: '0', walletBalance: U(88.12), contractBalance: '0', total: U(1322.6878), walletStale: false },
      { currency: 'DPINE', available: U(279.5), pending: U(100), walletBalance: U(15000), contractBalance: U(320), total: U(15699.5), walletStale: false },
    ] }))
    if (p === '/assets/bills') {
      const type = url.searchParams.get('type'); const cur = url.searchParams.get('currency')
      return route.fulfill(ok({ items: bills.filter((b) => (!type || b.type === type) && (!cur || b.currency === cur)), nextCursor: null }))
    }
    if (p === '/members/check-uuid') return route.fulfill(ok({ valid: url.searchParams.get('uuid') === BOB }))
    if (p === '/assets/transfer') return route.fulfill(ok({ transferId: '7', currency: 'DPINE', amount: U(20), toUuid: BOB, available: U(259.5), createdAt: now }))
    if (p === '/withdrawals/rules') return route.fulfill(ok({ rules: [
      { currency: 'USDT', minimum: U(10), fee: U(1), expectedArrivalMinutes: 30, enabled: true },
      { currency: 'DPINE', minimum: U(100), fee: U(1), expectedArrivalMinutes: 30, enabled: true },
    ] }))
    if (p === '/withdrawals' && m === 'POST') return route.fulfill(ok(withdrawal('pending')))
    if (p === '/withdrawals') return route.fulfill(ok({ items: [withdrawal(statuses[Math.min(wStatus, 3)]), withdrawal('failed', '1d1f3e1a-2b4c-4d5e-8f6a-7b8c9d0e1f2a'), withdrawal('completed', '2d1f3e1a-2b4c-4d5e-8f6a-7b8c9d0e1f2a')], nextCursor: null }))
    if (p.startsWith('/withdrawals/')) { wStatus += 1; return route.fulfill(ok(withdrawal(statuses[Math.min(wStatus, 3)]))) }
    if (p === '/news') return route.fulfill(ok({ items: [
      { id: '2', title: '提现功能上线', summary: '会员现在可以将 DPINE 和 USDT 提现到自己的 BSC 钱包。', publishedAt: now },
      { id: '1', title: '每日排行榜开启', summary: '每天按新增直推购买排名。', publishedAt: now },
    ], nextCursor: null }))
    if (p.startsWith('/news/')) return route.fulfill(ok({ id: '2', title: '提现功能上线', summary: 's', body: '会员现在可以将 DPINE 和 USDT 提现到自己的 BSC 钱包。\n\n最低提现和手续费以提现页面为准。', publishedAt: now }))
    if (p === '/ranking/daily') return route.fulfill(ok({ date: '2026-11-21', timeZone: 'Asia/Shanghai', entries: [
      { rank: 1, communityNumber: 'C100001', maskedAddress: '0x1234…abcd', purchases: 8, value: U(1792) },
      { rank: 2, communityNumber: 'C100017', maskedAddress: '0x9f3c…11e2', purchases: 5, value: U(1120) },
      { rank: 3, communityNumber: 'C100023', maskedAddress: '0x7099…79C8', purchases: 3, value: U(672) },
      { rank: 4, communityNumber: 'C100042', maskedAddress: '0x55aa…0c0c', purchases: 1, value: U(224) },
    ], me: { rank: 3, purchases: 3, value: U(672) } }))
    if (p === '/home/summary') return route.fulfill(ok({ directInvites: 6, inviteRewardTotal: U(60), inviteRewardToday: U(10) }))
    return route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ code: 404, msg: '请求的资源不存在', data: null }) })
  })
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
const errors = []
for (const locale of process.argv.slice(2).length ? process.argv.slice(2) : ['zh', 'en']) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true })
  await context.addInitScript(([t, u, a, l]) => {
    localStorage.setItem('token', t); localStorage.setItem('userInfo', u); localStorage.setItem('walletAddress', a); localStorage.setItem('locale', l)
  }, [token, JSON.stringify(userInfo), ADDR, locale])
  const page = await context.newPage()
  page.on('pageerror', (e) => errors.push(`${locale} pageerror ${e.message}`))
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`${locale} console ${msg.text()}`) })
  await mock(page)
  const shot = async (name) => page.screenshot({ path: `/tmp/vis/${name}-${locale}.png`, fullPage: true })
  wStatus = 0
  await page.goto(BASE + '/main'); await page.getByTestId('home-assets').getByText('DPINE').first().waitFor(); await page.getByTestId('invite-qr').locator('svg').waitFor(); await page.waitForTimeout(300); await shot('main')
  await page.goto(BASE + '/assets'); await page.getByTestId('assets-row-DPINE').waitFor(); await shot('assets')
  await page.goto(BASE + '/assets?currency=XYZ'); await page.getByTestId('assets-unsupported').waitFor(); await shot('assets-unsupported')
  await page.goto(BASE + '/assets-log'); await page.getByTestId('bills-list').waitFor(); await shot('assets-log')
  await page.getByTestId('bills-filter-type').selectOption('transfer'); await page.waitForTimeout(400)
  console.log(locale, 'filtered rows', await page.getByTestId('bill-row').count(), page.url())
  await page.goto(BASE + '/transfer-money'); await page.getByTestId('transfer-uuid').fill('bad'); await page.waitForTimeout(600)
  console.log(locale, 'uuid status', await page.getByTestId('transfer-uuid-status').getAttribute('data-status'))
  await page.getByTestId('transfer-uuid').fill(BOB); await page.waitForTimeout(700)
  console.log(locale, 'uuid status', await page.getByTestId('transfer-uuid-status').getAttribute('data-status'))
  await page.getByTestId('transfer-amount').fill('300'); await page.waitForTimeout(100); await shot('transfer-error')
  await page.getByTestId('transfer-amount').fill('20'); await page.getByTestId('transfer-submit').click(); await page.getByTestId('transfer-confirm').waitFor(); await page.waitForTimeout(400); await shot('transfer-confirm')
  await page.getByTestId('transfer-confirm').click(); await page.getByTestId('transfer-result').waitFor(); await page.waitForTimeout(300); await shot('transfer-done')
  await page.goto(BASE + '/withdraw'); await page.getByTestId('withdraw-rules').waitFor(); await page.getByTestId('withdraw-submit').click(); await page.waitForTimeout(300); await shot('withdraw-empty')
  await page.getByTestId('withdraw-address').fill(ADDR); await page.getByTestId('withdraw-amount').fill('5'); await page.waitForTimeout(200); await shot('withdraw-minimum')
  await page.getByTestId('withdraw-amount').fill('100'); await page.getByTestId('withdraw-note').fill('e2e'); await page.getByTestId('withdraw-submit').click(); await page.getByTestId('withdraw-confirm').waitFor(); await page.waitForTimeout(400); await shot('withdraw-confirm')
  await page.getByTestId('withdraw-confirm').click(); await page.getByTestId('withdrawal-status').waitFor()
  const seen = []
  for (let i = 0; i < 20; i += 1) { const s = await page.getByTestId('withdrawal-status').getAttribute('data-status'); if (seen.at(-1) !== s) seen.push(s); if (s === 'completed') break; await page.waitForTimeout(500) }
  console.log(locale, 'withdrawal statuses', seen.join(' → '))
  await page.waitForTimeout(300); await shot('withdraw-done')
  await page.goto(BASE + '/daily-ranking'); await page.getByTestId('ranking-list').waitFor(); await shot('ranking')
  await page.goto(BASE + '/user-manual'); await page.getByTestId('user-manual').waitFor(); await shot('manual')
  await page.goto(BASE + '/news/2'); await page.getByTestId('news-detail').waitFor(); await shot('news')
  await page.goto(BASE + '/bind-referrer'); await page.getByTestId('referrer-code').waitFor(); await shot('referrer')
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  await visitorContext.addInitScript((l) => localStorage.setItem('locale', l), locale)
  const visitor = await visitorContext.newPage()
  await mock(visitor)
  await visitor.goto(BASE + '/main'); await visitor.getByTestId('welcome-login').waitFor(); await visitor.getByTestId('news-item').first().waitFor(); await visitor.screenshot({ path: `/tmp/vis/main-visitor-${locale}.png`, fullPage: true })
  await visitor.goto(BASE + '/withdraw'); await visitor.getByTestId('login-prompt').waitFor(); await visitor.screenshot({ path: `/tmp/vis/withdraw-visitor-${locale}.png` })
  await visitorContext.close()
  await context.close()
}
await browser.close()
console.log(errors.length ? errors.join('\n') : 'no page errors')
