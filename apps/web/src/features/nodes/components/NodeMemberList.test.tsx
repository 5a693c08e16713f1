import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { envelope, NODE_ID, renderAt } from '../testing'
import { NodeMemberList } from './NodeMemberList'

const MEMBER = '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c'
const member = {
  uuid: MEMBER,
  communityNumber: '2048',
  maskedAddress: '0x1234…abcd',
  level: 2,
  depth: 3,
  orders: 2,
  active: true,
  joinedAt: '2026-11-02T00:00:00.000Z',
}

describe('the node members screen', () => {
  const fetchMock = vi.fn<typeof fetch>()
  let answer: () => Response
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async () => answer())
  })
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })
  const open = () =>
    renderAt('/node-members/:id', `/node-members/${NODE_ID}`, <NodeMemberList nodeId={NODE_ID} />)

  it('lists the members with level, orders, activity, depth; each opens the member screen', async () => {
    answer = () => envelope({ items: [member], nextCursor: null })
    open()
    const row = await screen.findByTestId('node-member')
    expect(row.getAttribute('href')).toBe(`/member/sub-members/${MEMBER}`)
    for (const text of ['2048', 'V2', '0x1234…abcd', '第 3 代', '活跃', '2 单'])
      expect(row.textContent).toContain(text)
    const request = fetchMock.mock.calls[0]![0] as Request
    expect(new URL(request.url).pathname).toBe(`/app/club/nodes/${NODE_ID}/members`)
  })

  it('says so when the node has no members yet', async () => {
    answer = () => envelope({ items: [], nextCursor: null })
    open()
    expect((await screen.findByTestId('node-members-empty')).textContent).toContain('暂无节点成员')
  })

  it('shows "not found" to anyone but the holder (404) and the spec text for other failures', async () => {
    answer = () => envelope(null, 404, 404, '请求的资源不存在')
    open()
    expect((await screen.findByTestId('node-not-found')).textContent).toContain(
      '节点不存在或您不是节点持有人',
    )
    cleanup()
    answer = () => envelope(null, 500, 500, '服务器内部错误')
    open()
    expect((await screen.findByTestId('node-members-error')).textContent).toContain('获取节点成员失败')
  })
})
