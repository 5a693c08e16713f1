import { describe, expect, it } from 'vitest'
import { findRoute } from './guards'

// The club and member screens of issue 10 (spec §2): which screen, whether login is required, tab bar.
const expected = [
  { path: '/vita-club/team', screen: 'clubTeam', auth: false, tabBar: true },
  { path: '/vita-club/levels', screen: 'clubLevels', auth: false, tabBar: false },
  { path: '/vita-club/leader', screen: 'clubLeader', auth: false, tabBar: false },
  { path: '/vita-club/stats', screen: 'clubStats', auth: false, tabBar: false },
  { path: '/vita-club/earnings', screen: 'clubEarnings', auth: false, tabBar: false },
  {
    path: '/member/sub-members/3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c',
    screen: 'memberSubMembers',
    auth: true,
    tabBar: false,
  },
  {
    path: '/member/investments/3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c',
    screen: 'memberInvestments',
    auth: true,
    tabBar: false,
  },
  {
    path: '/member/earnings/3f1c2a9e-8b7d-4c6e-9a5b-1d2e3f4a5b6c',
    screen: 'memberEarnings',
    auth: true,
    tabBar: false,
  },
] as const

describe('club and member route entries', () => {
  for (const entry of expected) {
    it(`${entry.path} → ${entry.screen}`, () => {
      const route = findRoute(entry.path)
      expect(route?.screen).toBe(entry.screen)
      expect(route?.auth).toBe(entry.auth)
      expect(route?.tabBar === true).toBe(entry.tabBar)
    })
  }

  it('sends / to the team screen', () => {
    expect(findRoute('/')?.redirectTo).toBe('/vita-club/team')
  })
})
