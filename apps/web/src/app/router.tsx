import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { Loading } from '../components/Loading'
import { RootLayout } from './RootLayout'
import { appRoutes, type AppRoute, type ScreenId } from './routes'

/** Each built screen is its own chunk; /login loads only what the login screen needs. */
const screens: Record<ScreenId, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('./routes/sign-in/LoginScreen')),
  main: lazy(() => import('./routes/member/MainScreen')),
  bindReferrer: lazy(() => import('./routes/member/BindReferrerScreen')),
  settings: lazy(() => import('./routes/settings/SettingsScreen')),
  assets: lazy(() => import('./routes/assets/AssetsScreen')),
  assetsLog: lazy(() => import('./routes/assets/AssetsLogScreen')),
  transferMoney: lazy(() => import('./routes/assets/TransferMoneyScreen')),
  withdraw: lazy(() => import('./routes/withdrawals/WithdrawScreen')),
  userManual: lazy(() => import('./routes/manual/UserManualScreen')),
  newsDetail: lazy(() => import('./routes/news/NewsDetailScreen')),
  dailyRanking: lazy(() => import('./routes/ranking/DailyRankingScreen')),
  swap: lazy(() => import('./routes/trade/SwapScreen')),
  sellCurrency: lazy(() => import('./routes/trade/SellCurrencyScreen')),
  priceChart: lazy(() => import('./routes/market/PriceChartScreen')),
  contractPools: lazy(() => import('./routes/market/ContractPoolsScreen')),
}
const AppTabBar = lazy(() => import('./AppTabBar'))
// Unknown and unbuilt paths are rare: the not-found page is a chunk of its own, not part of every first paint.
const NotFound = lazy(() => import('../components/NotFound'))

function RouteView({ route }: { route: AppRoute | undefined }) {
  const Screen = route?.screen ? screens[route.screen] : null
  const content = Screen ? <Screen /> : <NotFound />
  return (
    <Suspense fallback={<Loading />}>{route?.tabBar ? <AppTabBar>{content}</AppTabBar> : content}</Suspense>
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
