import type { ScreenId } from './routes'

type EarlyData = {
  /** The paths of the GETs, exactly as the features' api functions build them with the screen's defaults. */
  gets: (member: boolean) => readonly string[]
  /** The shared schemas that parse their answers (lib/schema.ts would ask for them with the request). */
  schemas: () => readonly Promise<unknown>[]
}

/**
 * The GETs each tab screen (and the login screen) makes on its first render, asked for by the entry
 * while the screen's chunks download (lib/earlyGet.ts) rather than after they have arrived and rendered,
 * with the schemas that parse their answers: the screen's data then travels alongside its code.
 * earlyData.test.ts checks the paths against the api functions; `member`: signed in.
 */
export const earlyData: Partial<Record<ScreenId, EarlyData>> = {
  login: { gets: () => ['/config'], schemas: () => [import('@vita/shared/schemas/system')] },
  main: {
    gets: (member) =>
      member ? ['/assets', '/home/summary', '/auth/info', '/news?limit=5'] : ['/news?limit=5'],
    schemas: () => [
      import('@vita/shared/schemas/assets'),
      import('@vita/shared/schemas/auth'),
      import('@vita/shared/schemas/content'),
    ],
  },
  marketplace: {
    gets: () => ['/shop/products?sort=sales&limit=20'],
    schemas: () => [import('@vita/shared/schemas/shop')],
  },
  swap: {
    gets: () => ['/config', '/market/price'],
    schemas: () => [import('@vita/shared/schemas/system'), import('@vita/shared/schemas/market')],
  },
  priceChart: {
    gets: () => ['/market/stats', '/market/price', '/market/candles?interval=1m&limit=300'],
    schemas: () => [import('@vita/shared/schemas/market')],
  },
  clubTeam: {
    gets: (member) => (member ? ['/club/team', '/club/nodes/mine', '/club/team/members?limit=20'] : []),
    schemas: () => [import('@vita/shared/schemas/club'), import('@vita/shared/schemas/nodes')],
  },
}
