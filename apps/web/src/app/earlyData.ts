import type { ScreenId } from './routes'

/**
 * The GETs each tab screen (and the login screen) makes on its first render, asked for by the entry
 * while the screen's chunks download (lib/earlyGet.ts) rather than after they have arrived and rendered:
 * the screen's data then travels alongside its code. Paths exactly as the features' api functions
 * build them with the screens' defaults (earlyData.test.ts checks them); `member`: signed in.
 */
export const earlyData: Partial<Record<ScreenId, (member: boolean) => readonly string[]>> = {
  login: () => ['/config'],
  main: (member) =>
    member ? ['/assets', '/home/summary', '/auth/info', '/news?limit=5'] : ['/news?limit=5'],
  marketplace: () => ['/shop/products?sort=sales&limit=20'],
  swap: () => ['/config', '/market/price'],
  priceChart: () => ['/market/stats', '/market/price', '/market/candles?interval=1m&limit=300'],
  clubTeam: (member) => (member ? ['/club/team', '/club/nodes/mine', '/club/team/members?limit=20'] : []),
}
