import { describe, expect, it, vi } from 'vitest'

const asked: string[] = []
vi.mock('../lib/http', () => ({
  apiRequest: (path: string) => {
    asked.push(path)
    return new Promise(() => undefined)
  },
}))

const { earlyData } = await import('./earlyData')
const { getAppConfig } = await import('../platform/config/getAppConfig')
const { getAssets } = await import('../features/assets/api/getAssets')
const { getHomeSummary } = await import('../features/ranking/api/getHomeSummary')
const { getMemberInfo } = await import('../features/member/api/getMemberInfo')
const { listNews } = await import('../features/news/api/listNews')
const { listProducts } = await import('../features/shop/api/listProducts')
const { getPriceInfo } = await import('../features/market/api/getPriceInfo')
const { getMarketStats } = await import('../features/market/api/getMarketStats')
const { getCandles } = await import('../features/market/api/getCandles')
const { getTeam } = await import('../features/club/api/getTeam')
const { getMyNode } = await import('../features/nodes/api/getMyNode')
const { listTeamMembers } = await import('../features/club/api/listTeamMembers')

/** The paths the api functions ask for, called as the screens call them on their first render. */
function pathsOf(...calls: (() => unknown)[]): string[] {
  asked.length = 0
  for (const call of calls) void call()
  return [...asked]
}

describe('earlyData', () => {
  it("asks for exactly the paths the screens' first renders ask for", () => {
    expect(earlyData.login?.gets(false)).toEqual(pathsOf(getAppConfig))
    expect(earlyData.main?.gets(true)).toEqual(
      pathsOf(getAssets, getHomeSummary, getMemberInfo, () => listNews(5)),
    )
    expect(earlyData.main?.gets(false)).toEqual(pathsOf(() => listNews(5)))
    expect(earlyData.marketplace?.gets(false)).toEqual(
      pathsOf(() => listProducts({ q: '', category: 'all', sort: 'sales' })),
    )
    expect(earlyData.swap?.gets(true)).toEqual(pathsOf(getAppConfig, getPriceInfo))
    expect(earlyData.priceChart?.gets(true)).toEqual(
      pathsOf(getMarketStats, getPriceInfo, () => getCandles({ interval: '1m' })),
    )
    expect(earlyData.clubTeam?.gets(true)).toEqual(pathsOf(getTeam, getMyNode, () => listTeamMembers({})))
    expect(earlyData.clubTeam?.gets(false)).toEqual([])
  })
})
