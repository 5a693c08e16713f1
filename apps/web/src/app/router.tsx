import { lazy, Suspense, use, type ComponentType, type LazyExoticComponent } from 'react'
import type { RouteObject } from 'react-router'
import { Loading } from '../components/Loading'
import { ScreenSkeleton } from '../components/ScreenSkeleton'
import type { QueryClient } from '@tanstack/react-query'
import { findRoute, guardNavigation } from './guards'
import { RenderingShell, SCREEN_ON_CLIENT } from './renderingShell'
import { RootLayout } from './RootLayout'
import { appRoutes, type AppRoute, type ScreenId } from './routes'
import { screenData } from './screenData'

type ScreenModule = Promise<{ default: ComponentType }>

/** Each built screen is its own chunk; /login loads only what the login screen needs. */
const screenChunks: Record<ScreenId, () => ScreenModule> = {
  login: () => import('./routes/sign-in/LoginScreen'),
  main: () => import('./routes/member/MainScreen'),
  bindReferrer: () => import('./routes/member/BindReferrerScreen'),
  settings: () => import('./routes/settings/SettingsScreen'),
  assets: () => import('./routes/assets/AssetsScreen'),
  assetsLog: () => import('./routes/assets/AssetsLogScreen'),
  transferMoney: () => import('./routes/assets/TransferMoneyScreen'),
  withdraw: () => import('./routes/withdrawals/WithdrawScreen'),
  deposit: () => import('./routes/assets/DepositScreen'),
  solvency: () => import('./routes/solvency/SolvencyScreen'),
  userManual: () => import('./routes/manual/UserManualScreen'),
  newsDetail: () => import('./routes/news/NewsDetailScreen'),
  dailyRanking: () => import('./routes/ranking/DailyRankingScreen'),
  swap: () => import('./routes/swap/SwapScreen'),
  sellCurrency: () => import('./routes/swap/SellCurrencyScreen'),
  priceChart: () => import('./routes/market/PriceChartScreen'),
  contractPools: () => import('./routes/market/ContractPoolsScreen'),
  clubTeam: () => import('./routes/club/TeamScreen'),
  clubLevels: () => import('./routes/club/LevelsScreen'),
  clubLeader: () => import('./routes/club/LeaderScreen'),
  clubStats: () => import('./routes/club/StatsScreen'),
  clubEarnings: () => import('./routes/club/EarningsScreen'),
  clubBuy: () => import('./routes/club/BuyScreen'),
  clubOrders: () => import('./routes/club/OrdersScreen'),
  clubCards: () => import('./routes/club/CardsScreen'),
  clubDividends: () => import('./routes/club/DividendsScreen'),
  clubStaticDividends: () => import('./routes/club/StaticDividendsScreen'),
  clubDynamicDividends: () => import('./routes/club/DynamicDividendsScreen'),
  clubDividendHistory: () => import('./routes/club/DividendHistoryScreen'),
  clubDirectRewardHistory: () => import('./routes/club/DirectRewardHistoryScreen'),
  cardService: () => import('./routes/club/CardServiceScreen'),
  memberSubMembers: () => import('./routes/member/SubMembersScreen'),
  memberInvestments: () => import('./routes/member/InvestmentsScreen'),
  memberEarnings: () => import('./routes/member/MemberEarningsScreen'),
  nodeConfig: () => import('./routes/nodes/NodeConfigScreen'),
  nodeQualification: () => import('./routes/nodes/NodeQualificationScreen'),
  nodeDetail: () => import('./routes/nodes/NodeDetailScreen'),
  nodeMembers: () => import('./routes/nodes/NodeMembersScreen'),
  addressList: () => import('./routes/addresses/AddressListScreen'),
  marketplace: () => import('./routes/shop/MarketplaceScreen'),
  productDetail: () => import('./routes/shop/ProductDetailScreen'),
  cart: () => import('./routes/shop/CartScreen'),
  checkout: () => import('./routes/shop/CheckoutScreen'),
  payment: () => import('./routes/shop/PaymentScreen'),
  shopOrders: () => import('./routes/shop/OrdersScreen'),
  shopOrderDetail: () => import('./routes/shop/OrderDetailScreen'),
}
const screens = Object.fromEntries(
  Object.entries(screenChunks).map(([id, chunk]) => [id, lazy(chunk)]),
) as Record<ScreenId, LazyExoticComponent<ComponentType>>
const tabBarChunk = () => import('./AppTabBar')
const AppTabBar = lazy(tabBarChunk)
// Unknown and unbuilt paths are rare: the not-found page is a chunk of its own, not part of every first paint.
const NotFound = lazy(() => import('../components/NotFound'))

/**
 * At build time, in place of the screen: an error, which makes React write the Suspense boundary's
 * fallback (the skeleton) into the shell and render the screen on the client when it hydrates.
 */
function ScreenOnClient(): never {
  throw Object.assign(new Error('the screen renders in the browser'), { digest: SCREEN_ON_CLIENT })
}

function RouteView({ route }: { route: AppRoute | undefined }) {
  const Screen = route?.screen ? screens[route.screen] : null
  const shell = use(RenderingShell)
  const content = Screen ? (
    <Suspense fallback={<ScreenSkeleton />}>{shell ? <ScreenOnClient /> : <Screen />}</Suspense>
  ) : (
    <NotFound />
  )
  return (
    <Suspense fallback={<Loading />}>{route?.tabBar ? <AppTabBar>{content}</AppTabBar> : content}</Suspense>
  )
}

/**
 * Asks for the chunks of the screen the page will show (after the guards' redirects) and of the tab
 * bar around it at once, before React renders: otherwise the screen's chunk is asked for only once the
 * tab bar's has arrived and rendered (a lazy component inside a lazy component), one more round trip
 * before the first paint. Returns the screen asked for (tests).
 */
export function preloadRoute(
  place: { pathname: string; search?: string },
  loggedIn: boolean,
  client: QueryClient,
): ScreenId | null {
  const decision = guardNavigation(place, loggedIn)
  const pathname =
    decision.action === 'redirect' ? new URL(decision.to, 'http://app.invalid').pathname : place.pathname
  const route = findRoute(pathname)
  if (!route?.screen || route.redirectTo) return null
  const ignore = () => undefined
  screenChunks[route.screen]().catch(ignore)
  if (route.tabBar) tabBarChunk().catch(ignore)
  // Its data too (the route's loader, app/screenData.ts), and the schemas that parse it, while the chunks download.
  const data = screenData[route.screen]
  data?.load(client, loggedIn)
  for (const schema of data?.schemas() ?? []) schema.catch(ignore)
  // zod parses every API answer: its core comes with any of the shared schemas (the config's is among
  // the smallest) and is fetched while the screen's chunks arrive, not between its data and its paint.
  if (!data) import('@vita/shared/schemas/system').catch(ignore)
  return route.screen
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
