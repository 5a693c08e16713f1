import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { Loading } from '../components/Loading'
import { NotFound } from '../components/NotFound'
import { RootLayout } from './RootLayout'
import { appRoutes, type AppRoute, type ScreenId } from './routes'

/** Each built screen is its own chunk; /login loads only what the login screen needs. */
const screens: Record<ScreenId, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('./screens/LoginScreen')),
  main: lazy(() => import('./screens/MainScreen')),
  settings: lazy(() => import('./screens/SettingsScreen')),
  assets: lazy(() => import('./screens/AssetsScreen')),
  assetsLog: lazy(() => import('./screens/AssetsLogScreen')),
  transferMoney: lazy(() => import('./screens/TransferMoneyScreen')),
  withdraw: lazy(() => import('./screens/WithdrawScreen')),
  bindReferrer: lazy(() => import('./screens/BindReferrerScreen')),
  userManual: lazy(() => import('./screens/UserManualScreen')),
  newsDetail: lazy(() => import('./screens/NewsDetailScreen')),
  dailyRanking: lazy(() => import('./screens/DailyRankingScreen')),
  swap: lazy(() => import('./screens/SwapScreen')),
  sellCurrency: lazy(() => import('./screens/SellCurrencyScreen')),
  priceChart: lazy(() => import('./screens/PriceChartScreen')),
  contractPools: lazy(() => import('./screens/ContractPoolsScreen')),
}
const TabBarLayout = lazy(() => import('../components/TabBarLayout'))

function RouteView({ route }: { route: AppRoute | undefined }) {
  const Screen = route?.screen ? screens[route.screen] : null
  const content = Screen ? <Screen /> : <NotFound />
  return (
    <Suspense fallback={<Loading />}>
      {route?.tabBar ? <TabBarLayout>{content}</TabBarLayout> : content}
    </Suspense>
  )
}

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...appRoutes.map((route) => ({ path: route.path, element: <RouteView route={route} /> })),
      { path: '*', element: <RouteView route={undefined} /> },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routeObjects)
}
