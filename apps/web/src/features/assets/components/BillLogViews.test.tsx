import { cleanup, fireEvent, screen } from '@testing-library/react'
import type { ChainActivity } from '@vita/shared/schemas/chainActivity'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLocale, registerTexts } from '../../../lib/i18n'
import { envelope } from '../../../lib/testing/envelope'
import { renderAt } from '../../../lib/testing/renderAt'
import { assetsEn } from '../locales/en'
import { assetsZh } from '../locales/zh'
import { BillLogViews } from './BillLogViews'

vi.mock('../../../platform/config/getAppConfig', () => ({
  useAppConfig: () => ({ data: { chain: { explorerUrl: 'https://bscscan.com/' } } }),
}))

registerTexts(assetsZh, assetsEn)

const UNIT = 10n ** 18n
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const at = '2025-03-01T10:00:00.000Z'
const money = (amount: bigint, currency: 'USDT' | 'DPINE') => ({
  amount: (amount * UNIT).toString(),
  currency,
})
const activity: ChainActivity[] = [
  {
    id: 'trade:10.3',
    kind: 'sale',
    paid: money(3n, 'DPINE'),
    received: money(9n, 'USDT'),
    txHash: hash(1),
    occurredAt: at,
  },
  {
    id: 'trade:10.1',
    kind: 'swap',
    side: 'buy',
    paid: money(10n, 'USDT'),
    received: money(3n, 'DPINE'),
    txHash: hash(2),
    occurredAt: at,
  },
  {
    id: 'clubOrder:1',
    kind: 'clubOrder',
    status: 'active',
    orderId: crypto.randomUUID(),
    paid: money(224n, 'USDT'),
    txHash: hash(3),
    occurredAt: at,
  },
  {
    id: 'deposit:1',
    kind: 'deposit',
    status: 'pending',
    paid: money(5n, 'USDT'),
    txHash: hash(4),
    occurredAt: at,
  },
  {
    id: 'cardPayment:1',
    kind: 'cardPayment',
    status: 'pending_shipment',
    orderNo: '2025030100001',
    paid: money(2n, 'USDT'),
    txHash: null,
    occurredAt: at,
  },
]

describe('the bill log says what it covers and shows the on-chain activity (issue 33 item 7)', () => {
  let requested: string[]
  beforeEach(() => {
    requested = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input)
        requested.push(url)
        return url.includes('/assets/chain-activity')
          ? envelope({ items: activity, nextCursor: null })
          : envelope({ items: [], nextCursor: null })
      }),
    )
  })
  afterEach(async () => {
    cleanup()
    vi.unstubAllGlobals()
    await changeLocale('zh')
  })

  it('says the in-app bills cover the in-app balance and where wallet activity is, in zh and en', async () => {
    renderAt('/assets-log', '/assets-log', <BillLogViews />)
    await screen.findByTestId('bills-empty')
    expect(screen.getByTestId('bills-coverage').textContent).toMatch(
      /^应用内账单只记录应用内余额的变动.*链上记录/,
    )
    expect(requested.some((url) => url.includes('/assets/chain-activity'))).toBe(false)
    cleanup()
    await changeLocale('en')
    renderAt('/assets-log', '/assets-log', <BillLogViews />)
    await screen.findByTestId('bills-empty')
    expect(screen.getByTestId('bills-coverage').textContent).toMatch(
      /^In-app bills list only movements of your in-app balance: .*"On-chain activity"\.$/,
    )
  })

  it('the on-chain view lists swaps, sales, club orders, deposits and card payments with tx links', async () => {
    renderAt('/assets-log', '/assets-log', <BillLogViews />)
    fireEvent.click(await screen.findByText('链上记录'))
    await screen.findByTestId('chain-activity-list')
    const rows = screen.getAllByTestId('chain-activity-row')
    expect(rows.map((row) => row.dataset.kind)).toEqual([
      'sale',
      'swap',
      'clubOrder',
      'deposit',
      'cardPayment',
    ])
    expect(rows.map((row) => row.querySelector('.bill-type')?.textContent)).toEqual([
      '卖出DPINE',
      '兑换买入',
      '俱乐部认购',
      '充值',
      '购物卡支付',
    ])
    expect(screen.getAllByTestId('chain-activity-status').map((node) => node.textContent)).toEqual([
      '已上链',
      '已上链',
      '正常',
      '待确认',
      '待发货',
    ])
    expect(rows[0]?.textContent).toContain('收到 9 USDT')
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).toBe(`https://bscscan.com/tx/${hash(1)}`)
    expect(rows[4]?.querySelector('a')).toBeNull()
    expect(rows[4]?.textContent).toContain('订单 2025030100001')
  })

  it('says so when there is no on-chain activity', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ items: [], nextCursor: null })),
    )
    renderAt('/assets-log', '/assets-log', <BillLogViews />)
    fireEvent.click(await screen.findByText('链上记录'))
    expect((await screen.findByTestId('chain-activity-empty')).textContent).toContain('暂无链上记录')
  })
})
