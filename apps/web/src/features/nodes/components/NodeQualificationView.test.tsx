import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../../../lib/toast'
import { envelope, NODE_ID, qualificationFixture, renderAt, UNIT } from '../testing'
import { NodeQualificationView } from './NodeQualificationView'

// The real notify maps failures to texts; only antd-mobile's toast is replaced, to read what it shows.
vi.mock('../../../lib/toast', () => ({ toast: vi.fn(), alert: vi.fn() }))

const QUALIFICATION = '/app/club/nodes/qualification'
const node = (level: string) => ({
  id: NODE_ID,
  type: 'normal',
  level,
  status: 'open',
  stake: (10_000n * UNIT).toString(),
})

describe('the qualification screen', () => {
  const fetchMock = vi.fn<typeof fetch>()
  let qualification = qualificationFixture({ memberLevel: 1, availableDpine: 15_000n * UNIT, openNode: null })
  let post: (request: Request) => Promise<Response>
  const posts = () =>
    fetchMock.mock.calls.map(([input]) => input as Request).filter((request) => request.method === 'POST')
  const onChanged = vi.fn()

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request
      if (request.method === 'POST') return post(request)
      if (new URL(request.url).pathname === QUALIFICATION) return envelope(qualification)
      return new Promise<Response>(() => undefined)
    })
  })
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    vi.mocked(toast).mockReset()
    onChanged.mockReset()
    vi.unstubAllGlobals()
    qualification = qualificationFixture({ memberLevel: 1, availableDpine: 15_000n * UNIT, openNode: null })
  })

  const open = () =>
    renderAt('/node-qualification', '/node-qualification', <NodeQualificationView onChanged={onChanged} />)
  async function applyForBronze() {
    fireEvent.click(await screen.findByTestId('node-action-normal-bronze'))
    fireEvent.click(await screen.findByTestId('node-action-normal-bronze-confirm'))
  }

  it('shows my level, available DPINE, and per tier what I meet and lack, disabled actions saying why', async () => {
    open()
    const standing = await screen.findByTestId('node-my-standing')
    expect(within(standing).getByTestId('fact-myLevel').textContent).toBe('V1')
    expect(within(standing).getByTestId('fact-availableDpine').textContent).toBe('15,000')
    expect(within(standing).getByTestId('fact-myNode').textContent).toBe('暂未持有节点')

    expect(screen.getByTestId('node-action-normal-bronze').hasAttribute('disabled')).toBe(false)
    const silver = screen.getByTestId('node-qualification-normal-silver')
    expect(within(silver).getByTestId('fact-memberLevel').textContent).toContain('V1 / V2')
    expect(within(silver).getByTestId('fact-stake').textContent).toContain('15,000 / 30,000')
    expect(within(silver).getByTestId('node-action-normal-silver').hasAttribute('disabled')).toBe(true)
    const why = within(silver).getByTestId('node-action-normal-silver-why')
    expect(Array.from(why.querySelectorAll('li'), (li) => li.textContent)).toEqual([
      '会员等级需达到 V2（当前 V1）',
      '可用 DPINE 还差 15,000',
    ])
  })

  it('applies after a confirm naming the stake, one Idempotency-Key across a retry, then opens the node', async () => {
    post = vi
      .fn<(request: Request) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(envelope({ node: node('bronze') }))
    open()
    fireEvent.click(await screen.findByTestId('node-action-normal-bronze'))
    expect((await screen.findByText('确认申请节点')).textContent).toBe('确认申请节点')
    expect(screen.getByText('10,000 DPINE')).not.toBeNull()
    fireEvent.click(screen.getByTestId('node-action-normal-bronze-confirm'))
    await waitFor(() => expect(toast).toHaveBeenCalledWith('网络连接失败，请检查网络', 2000, 'fail'))
    expect(screen.queryByTestId('place')).toBeNull()

    await applyForBronze()
    expect((await screen.findByTestId('place')).textContent).toBe(`/node/${NODE_ID}`)
    expect(toast).toHaveBeenCalledWith('节点申请成功', 2000, 'success')
    expect(onChanged).toHaveBeenCalledOnce()
    const [first, second] = posts()
    expect(new URL(first!.url).pathname).toBe('/app/club/nodes')
    expect(await second!.clone().json()).toEqual({ type: 'normal', level: 'bronze' })
    expect(first!.headers.get('Idempotency-Key')).toMatch(/.+/)
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'))
  })

  it("shows the API's refusal in its own words and stays on the screen", async () => {
    post = async () => envelope({ reason: 'nodeStakeInsufficient' }, 409, 409, '可用DPINE不足，无法质押')
    open()
    await applyForBronze()
    await waitFor(() => expect(toast).toHaveBeenCalledWith('可用DPINE不足，无法质押', 2000, 'fail'))
    expect(screen.queryByTestId('place')).toBeNull()
    expect(onChanged).not.toHaveBeenCalled()
  })

  it('upgrades my node to a higher tier, holding only the difference', async () => {
    qualification = qualificationFixture({
      memberLevel: 2,
      availableDpine: 25_000n * UNIT,
      openNode: { type: 'normal', level: 'bronze', stake: 10_000n * UNIT },
    })
    post = async () => envelope({ node: node('silver') })
    open()
    expect((await screen.findByTestId('node-my-node')).getAttribute('href')).toBe(`/node/${NODE_ID}`)
    expect(screen.getByTestId('node-action-normal-bronze').textContent).toBe('当前节点')
    fireEvent.click(screen.getByTestId('node-action-normal-silver'))
    expect(await screen.findByText('确认升级节点')).not.toBeNull()
    expect(screen.getByText('20,000 DPINE')).not.toBeNull()
    fireEvent.click(screen.getByTestId('node-action-normal-silver-confirm'))
    expect((await screen.findByTestId('place')).textContent).toBe(`/node/${NODE_ID}`)
    expect(new URL(posts()[0]!.url).pathname).toBe(`/app/club/nodes/${NODE_ID}/upgrade`)
    expect(toast).toHaveBeenCalledWith('节点升级成功', 2000, 'success')
  })

  it('shows the spec loading-failure text with a retry', async () => {
    fetchMock.mockImplementation(async () => envelope(null, 500, 500, '服务器内部错误'))
    open()
    expect((await screen.findByTestId('node-qualification-error')).textContent).toContain('获取节点资格失败')
  })
})
