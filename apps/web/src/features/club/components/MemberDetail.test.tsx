import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ClubMemberDetail } from '@vita/shared/schemas/club'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerTexts } from '../../../lib/i18n'
import type { MemberInvestment } from '../api/listMemberInvestments'
import { clubEn } from '../locales/en'
import { clubZh } from '../locales/zh'
import { MemberDetail } from './MemberDetail'
import { MemberInvestments } from './MemberInvestments'

registerTexts(clubZh, clubEn)

const USDT = 10n ** 18n
const memberId = '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c'
const detail: ClubMemberDetail = {
  uuid: memberId,
  communityNumber: '1024',
  maskedAddress: '0x7099…79C8',
  level: 2,
  depth: 2,
  ownOrders: 2,
  ownVolume: (448n * USDT).toString(),
  teamPerformance: (22_400n * USDT).toString(),
  teamSize: 31,
  joinedAt: '2026-11-01T00:00:00.000Z',
  directCount: 5,
}
const order = (status: MemberInvestment['status'], activationDay: string | null): MemberInvestment => ({
  id: status === 'active' ? '00000000-0000-4000-8000-000000000001' : '00000000-0000-4000-8000-000000000002',
  status,
  amount: (224n * USDT).toString(),
  shares: '1',
  staticEarned: (12n * USDT + 5n * 10n ** 17n).toString(),
  dynamicEarned: '0',
  activationDay,
  createdAt: '2026-11-02T00:00:00.000Z',
})
const envelope = (status: number, code: number, data: unknown) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? '成功' : '服务器内部错误', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

function Place() {
  return <span data-testid="place">{useLocation().pathname}</span>
}

function renderInvestments() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/member/investments/${memberId}`]}>
        <Routes>
          <Route
            path="/member/:tab/:memberId"
            element={
              <MemberDetail memberId={memberId} tab="investments">
                {(id) => <MemberInvestments memberId={id} />}
              </MemberDetail>
            }
          />
        </Routes>
        <Place />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('member detail and investments', () => {
  const fetchMock = vi.fn<typeof fetch>()
  let detailAnswer: () => Response
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    detailAnswer = () => envelope(200, 0, detail)
    fetchMock.mockImplementation(async (input) => {
      const path = new URL((input as Request).url).pathname
      if (path === `/app/club/members/${memberId}`) return detailAnswer()
      if (path === `/app/club/members/${memberId}/investments`) {
        return envelope(200, 0, {
          items: [order('active', '2026-11-03'), order('pending', null)],
          nextCursor: null,
        })
      }
      return new Promise<Response>(() => undefined)
    })
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('shows the member header and their orders with status, amounts and activation day', async () => {
    renderInvestments()
    expect((await screen.findByTestId('member-community-number')).textContent).toBe('1024')
    expect(screen.getByTestId('member-level').textContent).toBe('V2')
    expect(screen.getByTestId('figure-member-performance').textContent).toContain('22,400')
    const orders = await screen.findAllByTestId('investment')
    expect(orders).toHaveLength(2)
    expect(orders[0]?.textContent).toContain('正常')
    expect(orders[0]?.textContent).toContain('224 USDT')
    expect(orders[0]?.textContent).toContain('12.5 USDT')
    expect(orders[0]?.textContent).toContain('2026-11-03')
    expect(orders[1]?.textContent).toContain('待处理')
    expect(orders[1]?.textContent).toContain('未生效')
  })

  it('switches to the member earnings route from the tabs', async () => {
    renderInvestments()
    fireEvent.click(await screen.findByTestId('member-tab-earnings'))
    expect(screen.getByTestId('place').textContent).toBe(`/member/earnings/${memberId}`)
  })

  it('shows the spec loading-failure text with a retry when the details fail (not "not found")', async () => {
    detailAnswer = () => envelope(500, 500, null)
    renderInvestments()
    const failed = await screen.findByTestId('member-error')
    expect(failed.textContent).toContain('获取成员详情失败')
    expect(screen.queryByTestId('member-not-found')).toBeNull()
    detailAnswer = () => envelope(200, 0, detail)
    fireEvent.click(within(failed).getByRole('button'))
    expect(await screen.findByTestId('member-header')).not.toBeNull()
  })
})
