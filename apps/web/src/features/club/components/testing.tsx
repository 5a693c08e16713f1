import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ClubOrderView, ClubPurchase } from '@vita/shared/schemas/club'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { registerTexts } from '../../../lib/i18n'
import { clubEn } from '../locales/en'
import { clubMoneyEn } from '../locales/money.en'
import { clubMoneyZh } from '../locales/money.zh'
import { clubZh } from '../locales/zh'

registerTexts(clubZh, clubEn)
registerTexts(clubMoneyZh, clubMoneyEn)

/** Renders a club component with a fresh query cache (no retries) inside a router. */
export function renderClub(node: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  )
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

export const ok = (data: unknown) => json(200, { code: 0, msg: '成功', data })

/** One order's price (224 USDT) in base units. */
export const orderPrice = (224n * 10n ** 18n).toString()

/** An order recorded in the app and not sent yet. */
export const pendingOrder: ClubOrderView = {
  id: '6f1c1d3e-5b8a-4a7e-9f0e-1a2b3c4d5e6f',
  status: 'pending',
  amount: orderPrice,
  shares: '1',
  staticEarned: '0',
  staticCap: orderPrice,
  dynamicEarned: '0',
  dynamicCap: orderPrice,
  mintAmount: '0',
  dpineReturned: null,
  txHash: null,
  communityNumber: null,
  activationDay: null,
  failureReason: null,
  hasCard: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
}

/** GET /app/club/purchase for a whitelisted member with a referrer and one order of four. */
export const purchaseAnswer = (over: Partial<ClubPurchase> = {}): ClubPurchase => ({
  orderPrice,
  maxOrders: 4,
  ordersUsed: 1,
  remainingOrders: 3,
  referrerAddress: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  activation: 'whitelisted',
  openOrder: null,
  ...over,
})
