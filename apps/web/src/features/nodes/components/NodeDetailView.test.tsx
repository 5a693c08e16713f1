import type { RewardBar } from '../rewardSeries'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../lib/toast'
import {
  envelope,
  NODE_ID,
  nodeConfigFixture,
  nodeDetailFixture,
  renderAt,
  rewardDayFixture,
  UNIT,
} from '../testing'
import { NodeDetailView } from './NodeDetailView'

vi.mock('../../../lib/toast', () => ({ toast: vi.fn(), alert: vi.fn() }))
// The canvas chart is not drawable in happy-dom; its bars are tested in rewardSeries.test.ts.
vi.mock('./NodeRewardChart', () => ({
  default: ({ bars }: { bars: readonly RewardBar[] }) => (
    <div data-testid="node-reward-chart" data-bars={bars.map((bar) => bar.time).join(',')} />
  ),
}))

describe('the node screen', () => {
  const fetchMock = vi.fn<typeof fetch>()
  let detail: () => Response
  const paths = () => fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname)

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request
      const path = new URL(request.url).pathname
      if (request.method === 'POST' && path === `/app/club/nodes/${NODE_ID}/close`)
        return envelope({
          node: { id: NODE_ID, type: 'normal', level: 'bronze', status: 'closing', stake: '1' },
        })
      if (path === `/app/club/nodes/${NODE_ID}`) return detail()
      if (path === `/app/club/nodes/${NODE_ID}/rewards`)
        return envelope({
          items: [rewardDayFixture('2026-11-22', 5n * UNIT), rewardDayFixture('2026-11-21', 3n * UNIT)],
          nextCursor: null,
        })
      if (path === '/app/club/nodes/config') return envelope(nodeConfigFixture())
      return new Promise<Response>(() => undefined)
    })
  })
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    vi.mocked(toast).mockReset()
    vi.unstubAllGlobals()
  })

  const open = (id: string = NODE_ID) =>
    renderAt('/node/:nodeId', `/node/${id}`, <NodeDetailView nodeId={id} />)

  it('shows the holder their stake, rewards with a chart, the members link, upgrade and close', async () => {
    detail = () => envelope(nodeDetailFixture(true))
    open()
    const badge = await screen.findByTestId('node-badge')
    expect(badge.textContent).toBe('青铜节点')
    expect(screen.getByTestId('node-status').textContent).toBe('运行中')
    expect(screen.getByTestId('fact-standing').textContent).toBe('未活跃 · 持有人会员等级未达到要求')
    expect(screen.getByTestId('node-total-members').textContent).toContain('12')
    expect(screen.getByTestId('node-active-members').textContent).toContain('7')
    expect(screen.getByTestId('node-members-link').getAttribute('href')).toBe(`/node-members/${NODE_ID}`)

    const owner = screen.getByTestId('node-owner')
    expect(within(owner).getByTestId('fact-stake').textContent).toBe('10,000')
    expect(within(owner).getByTestId('fact-rewardToday').textContent).toBe('5')
    expect(within(owner).getByTestId('fact-rewardTotal').textContent).toBe('42.5')
    expect(within(owner).getByTestId('node-upgrade').getAttribute('href')).toBe('/node-qualification')

    expect(await screen.findAllByTestId('node-reward-day')).toHaveLength(2)
    expect((await screen.findByTestId('node-reward-chart')).dataset.bars).toBe('2026-11-21,2026-11-22')
  })

  it('shows anyone else the public part only, and never asks for the rewards', async () => {
    detail = () => envelope(nodeDetailFixture(false))
    open()
    expect((await screen.findByTestId('node-public')).textContent).toContain('1024')
    expect(screen.queryByTestId('node-owner')).toBeNull()
    expect(screen.queryByTestId('node-members-link')).toBeNull()
    expect(screen.queryByTestId('node-rewards')).toBeNull()
    expect(paths()).toEqual([`/app/club/nodes/${NODE_ID}`])
  })

  it('closes after a confirm naming the cooling period and the stake, with an Idempotency-Key', async () => {
    detail = () => envelope(nodeDetailFixture(true))
    open()
    const close = await screen.findByTestId('node-close')
    await waitFor(() => expect(close.hasAttribute('disabled')).toBe(false))
    fireEvent.click(close)
    expect((await screen.findByText(/冷却期/)).textContent).toContain('质押的 10,000 DPINE 将在 7 天冷却期后')
    fireEvent.click(screen.getByTestId('node-close-confirm'))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('节点已关闭，质押将在冷却期后释放', 2000, 'success'),
    )
    const closing = fetchMock.mock.calls.map(([input]) => input as Request).find((r) => r.method === 'POST')
    expect(closing?.headers.get('Idempotency-Key')).toMatch(/.+/)
  })

  it('says "node not found" for a 404 and for an id that is no node id', async () => {
    detail = () => envelope(null, 404, 404, '请求的资源不存在')
    open()
    expect((await screen.findByTestId('node-not-found')).textContent).toContain('节点不存在')
    cleanup()
    open('42')
    expect(screen.getByTestId('node-not-found')).not.toBeNull()
  })

  it('shows the spec loading-failure text with a retry for other failures', async () => {
    detail = () => envelope(null, 500, 500, '服务器内部错误')
    open()
    expect((await screen.findByTestId('node-error')).textContent).toContain('获取节点信息失败')
  })
})
