import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ClubTeam, TeamMember } from '@vita/shared/schemas/club'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLocale, registerTexts } from '../../../lib/i18n'
import { clubEn } from '../locales/en'
import { clubZh } from '../locales/zh'
import { DirectMembers } from './DirectMembers'
import { TeamOverview } from './TeamOverview'

registerTexts(clubZh, clubEn)

const USDT = 10n ** 18n
const usdt = (whole: bigint) => (whole * USDT).toString()
const legUuid = '3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c'
const team: ClubTeam = {
  level: 0,
  upgrade: {
    next: 1,
    requirements: [
      { kind: 'ownOrders', current: '1', target: '1', met: true },
      { kind: 'directsWithOrder', current: '2', target: '3', met: false },
      { kind: 'teamPerformance', current: usdt(1_120n), target: usdt(2_240n), met: false },
      { kind: 'legs', current: '0', target: '0', met: true },
    ],
  },
  teamPerformance: usdt(1_120n),
  teamPerformanceToday: usdt(224n),
  directCount: 4,
  directsWithOrder: 2,
  teamSize: 9,
  ownOrders: 1,
  ownVolume: usdt(224n),
  legs: [
    {
      uuid: legUuid,
      communityNumber: '1024',
      maskedAddress: '0x7099…79C8',
      level: 1,
      performance: usdt(896n),
    },
  ],
}
const member = (n: number): TeamMember => ({
  uuid: `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`,
  communityNumber: `${2000 + n}`,
  maskedAddress: '0x1234…abcd',
  level: 0,
  depth: 1,
  ownOrders: 1,
  ownVolume: usdt(224n),
  teamPerformance: '0',
  teamSize: 0,
  joinedAt: '2026-11-01T00:00:00.000Z',
})
const envelope = (status: number, code: number, data: unknown) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? '成功' : '服务器内部错误', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

function renderTeam() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TeamOverview />
        <DirectMembers />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('team screen content', () => {
  const fetchMock = vi.fn<typeof fetch>()
  let teamAnswer: () => Response
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    teamAnswer = () => envelope(200, 0, team)
    fetchMock.mockImplementation(async (input) => {
      const url = new URL((input as Request).url)
      if (url.pathname === '/app/club/team') return teamAnswer()
      if (url.pathname === '/app/club/team/members') {
        return url.searchParams.get('cursor') === 'page2'
          ? envelope(200, 0, { items: [member(3)], nextCursor: null })
          : envelope(200, 0, { items: [member(1), member(2)], nextCursor: 'page2' })
      }
      return new Promise<Response>(() => undefined)
    })
  })
  afterEach(async () => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    await changeLocale('zh')
  })

  it('shows V0 as "no level yet" and each requirement of V1 with current / target and met state', async () => {
    renderTeam()
    expect((await screen.findByTestId('team-my-level')).textContent).toBe('暂无等级')
    const performance = screen.getByTestId('requirement-teamPerformance')
    expect(performance.dataset.met).toBe('false')
    expect(performance.textContent).toContain('1,120 / 2,240')
    expect(performance.textContent).toContain('还差 1,120')
    expect(screen.getByTestId('requirement-ownOrders').dataset.met).toBe('true')
    expect(screen.getByTestId('requirement-directsWithOrder').textContent).toContain('2 / 3')
    // V1 has no leg rule: no "达标部门 0 / 0 已达成" row (issue 33).
    expect(screen.queryByTestId('requirement-legs')).toBeNull()
  })

  it('shows team figures and links each leg and direct member to their sub members', async () => {
    renderTeam()
    expect((await screen.findByTestId('figure-performance')).textContent).toContain('1,120')
    expect(screen.getByTestId('figure-team-size').textContent).toContain('9')
    expect(screen.getByTestId('team-leg').getAttribute('href')).toBe(`/member/sub-members/${legUuid}`)
    const list = await screen.findByTestId('team-members')
    expect(within(list).getAllByTestId('team-member')).toHaveLength(2)
    expect(within(list).getAllByTestId('team-member')[0]?.getAttribute('href')).toBe(
      `/member/sub-members/${member(1).uuid}`,
    )
  })

  it('shows the spec loading-failure text with a retry that loads the team', async () => {
    teamAnswer = () => envelope(500, 500, null)
    renderTeam()
    const failed = await screen.findByTestId('team-error')
    expect(failed.textContent).toContain('获取团队信息失败')
    teamAnswer = () => envelope(200, 0, team)
    fireEvent.click(within(failed).getByRole('button'))
    expect(await screen.findByTestId('team-level')).not.toBeNull()
  })

  it('shows the English texts', async () => {
    await changeLocale('en')
    teamAnswer = () => envelope(500, 500, null)
    renderTeam()
    expect((await screen.findByTestId('team-error')).textContent).toContain('Failed to load team info')
  })
})
