import type { ClubOrderView } from '@vita/shared/schemas/club'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OrderList } from './OrderList'
import { json, ok, renderClub } from './testing'

vi.mock('../../../lib/notify', () => ({ showNotice: vi.fn(), showToast: vi.fn(), reportError: vi.fn() }))

const unit = 10n ** 18n
const hash = `0x${'b'.repeat(64)}`
const order = (status: ClubOrderView['status'], id: string): ClubOrderView => ({
  id,
  status,
  amount: (224n * unit).toString(),
  shares: '1',
  staticEarned: (12n * unit).toString(),
  staticCap: (224n * unit).toString(),
  dynamicEarned: '0',
  dynamicCap: (448n * unit).toString(),
  mintAmount: (224n * unit).toString(),
  dpineReturned: status === 'active' ? (336n * unit).toString() : null,
  txHash: status === 'active' ? hash : null,
  communityNumber: null,
  activationDay: null,
  failureReason: null,
  hasCard: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:05:00.000Z',
})
const config = {
  chain: {
    chainId: 31337,
    name: 'dev',
    rpcUrl: 'http://127.0.0.1:8545',
    backupRpcUrl: null,
    explorerUrl: 'https://explorer.example/',
    nativeSymbol: 'BNB',
    nativeDecimals: 18,
  },
  productName: 'DPINE',
  tokens: { USDT: null, DPINE: null },
  contracts: {},
  features: {},
  stepUp: { transferThreshold: '0', shopPaymentThreshold: '0' },
  appVersion: '1.0.0',
}

describe('my orders', () => {
  let failing = false
  beforeEach(() => {
    failing = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        const path = new URL(input.url).pathname
        if (path === '/app/config') return ok(config)
        if (failing) return json(500, { code: 500, msg: '服务器内部错误', data: null })
        return ok({
          items: [
            order('active', '6f1c1d3e-5b8a-4a7e-9f0e-1a2b3c4d5e6f'),
            order('pending', '7f1c1d3e-5b8a-4a7e-9f0e-1a2b3c4d5e6f'),
          ],
          nextCursor: null,
        })
      }),
    )
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows every field of a staking order, the status label and the tx on the explorer', async () => {
    renderClub(<OrderList />)
    const [active] = await screen.findAllByTestId('club-order')
    const text = active?.textContent ?? ''
    for (const part of [
      '投资金额',
      '224 USDT',
      '12 / 224',
      '0 / 448',
      '铸造金额',
      '336 DPINE',
      '创建时间',
      '更新时间',
      '正常',
    ])
      expect(text).toContain(part)
    await screen.findByRole('link')
    expect(active?.querySelector('a')?.getAttribute('href')).toBe(`https://explorer.example/tx/${hash}`)
  })

  it('offers continue and cancel only on a pending order', async () => {
    renderClub(<OrderList />)
    const [active, pending] = await screen.findAllByTestId('club-order')
    expect(active?.querySelector('[data-testid="club-order-cancel"]')).toBeNull()
    expect(pending?.querySelector('[data-testid="club-order-continue"]')).not.toBeNull()
    expect(pending?.querySelector('[data-testid="club-order-cancel"]')).not.toBeNull()
  })

  it('a failed load says 获取订单列表失败', async () => {
    failing = true
    renderClub(<OrderList />)
    expect((await screen.findByTestId('club-orders-error')).textContent).toContain('获取订单列表失败')
  })
})
