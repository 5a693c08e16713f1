import type { QueryClient } from '@tanstack/react-query'
import { appConfigQuery } from '../platform/config/getAppConfig'
import { assetsQuery } from '../features/assets/api/getAssets'
import { purchaseQuery } from '../features/club/api/getPurchase'
import { teamQuery } from '../features/club/api/getTeam'
import { teamMembersQuery } from '../features/club/api/listTeamMembers'
import { candlesQuery } from '../features/market/api/getCandles'
import { marketStatsQuery } from '../features/market/api/getMarketStats'
import { priceInfoQuery } from '../features/market/api/getPriceInfo'
import { memberInfoQuery } from '../features/member/api/getMemberInfo'
import { newsListQuery } from '../features/news/api/listNews'
import { myNodeQuery } from '../features/nodes/api/getMyNode'
import { homeSummaryQuery } from '../features/ranking/api/getHomeSummary'
import { productsQuery } from '../features/shop/api/listProducts'
import type { ScreenId } from './routes'

type ScreenData = {
  /**
   * The route's loader: asks for the screen's first data with the features' own queries (the options
   * its components use), so the requests start while the screen's chunks download and its first render
   * finds them in the cache or on their way. `member`: signed in.
   */
  load: (client: QueryClient, member: boolean) => void
  /** The shared schemas that parse the answers (lib/schema.ts would ask for them with the request). */
  schemas: () => readonly Promise<unknown>[]
}

/** The loaders of /login and the tab screens, the screens a visit usually starts on. */
export const screenData: Partial<Record<ScreenId, ScreenData>> = {
  login: {
    load: (client) => void client.prefetchQuery(appConfigQuery()),
    schemas: () => [import('@vita/shared/schemas/system')],
  },
  main: {
    load: (client, member) => {
      if (member) {
        void client.prefetchQuery(assetsQuery())
        void client.prefetchQuery(homeSummaryQuery())
        void client.prefetchQuery(memberInfoQuery())
        void client.prefetchQuery(purchaseQuery())
      }
      void client.prefetchQuery(newsListQuery())
    },
    schemas: () => [
      import('@vita/shared/schemas/assets'),
      import('@vita/shared/schemas/auth'),
      import('@vita/shared/schemas/content'),
      import('@vita/shared/schemas/club'),
    ],
  },
  marketplace: {
    load: (client) => void client.prefetchInfiniteQuery(productsQuery()),
    schemas: () => [import('@vita/shared/schemas/shop')],
  },
  swap: {
    load: (client) => {
      void client.prefetchQuery(appConfigQuery())
      void client.prefetchQuery(priceInfoQuery())
    },
    schemas: () => [import('@vita/shared/schemas/system'), import('@vita/shared/schemas/market')],
  },
  priceChart: {
    load: (client) => {
      void client.prefetchQuery(marketStatsQuery())
      void client.prefetchQuery(priceInfoQuery())
      void client.prefetchQuery(candlesQuery())
    },
    schemas: () => [import('@vita/shared/schemas/market')],
  },
  clubTeam: {
    load: (client, member) => {
      if (!member) return
      void client.prefetchQuery(purchaseQuery())
      void client.prefetchQuery(teamQuery())
      void client.prefetchQuery(myNodeQuery())
      void client.prefetchInfiniteQuery(teamMembersQuery())
    },
    schemas: () => [import('@vita/shared/schemas/club'), import('@vita/shared/schemas/nodes')],
  },
}
