import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { envelope, NODE_ID, renderAt } from '../testing'
import { MyNodeEntry } from './MyNodeEntry'

describe("the team screen's node line", () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    cleanup()
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })
  const open = () => renderAt('/vita-club/team', '/vita-club/team', <MyNodeEntry />)

  it('shows my node as a badge (super marked) linking to it', async () => {
    fetchMock.mockImplementation(async () =>
      envelope({ node: { id: NODE_ID, type: 'super', level: 'gold', status: 'open', stake: '1' } }),
    )
    open()
    expect((await screen.findByTestId('my-node')).getAttribute('href')).toBe(`/node/${NODE_ID}`)
    expect(screen.getByTestId('my-node-badge').textContent).toBe('★超级黄金节点')
  })

  it('leads to the node tiers without a node, and when the answer fails', async () => {
    fetchMock.mockImplementation(async () => envelope({ node: null }))
    open()
    expect((await screen.findByTestId('my-node-apply')).getAttribute('href')).toBe('/node-config')
    cleanup()
    fetchMock.mockImplementation(async () => envelope(null, 500, 500, '服务器内部错误'))
    open()
    expect((await screen.findByTestId('my-node-apply')).getAttribute('href')).toBe('/node-config')
  })
})
