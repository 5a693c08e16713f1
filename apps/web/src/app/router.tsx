import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import type { RouteObject } from 'react-router'
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
  clubTeam: lazy(() => import('./routes/club/TeamScreen')),
  clubLevels: lazy(() => import('./routes/club/LevelsScreen')),
  clubLeader: lazy(() => import('./routes/club/LeaderScreen')),
  clubStats: lazy(() => import('./routes/club/StatsScreen')),
  clubEarnings: lazy(() => import('./routes/club/EarningsScreen')),
  clubBuy: lazy(() => import('./routes/club/BuyScreen')),
  clubOrders: lazy(() => import('./routes/club/OrdersScreen')),
  clubCards: lazy(() => import('./routes/club/CardsScreen')),
  clubDividends: lazy(() => import('./routes/club/DividendsScreen')),
  clubStaticDividends: lazy(() => import('./routes/club/StaticDividendsScreen')),
  clubDynamicDividends: lazy(() => import('./routes/club/DynamicDividendsScreen')),
  clubDividendHistory: lazy(() => import('./routes/club/DividendHistoryScreen')),
  clubDirectRewardHistory: lazy(() => import('./routes/club/DirectRewardHistoryScreen')),
  cardService: lazy(() => import('./routes/club/CardServiceScreen')),
  memberSubMembers: lazy(() => import('./routes/member/SubMembersScreen')),
  memberInvestments: lazy(() => import('./routes/member/InvestmentsScreen')),
  memberEarnings: lazy(() => import('./routes/member/MemberEarningsScreen')),
  nodeConfig: lazy(() => import('./routes/node/NodeConfigScreen')),
  nodeQualification: lazy(() => import('./routes/node/NodeQualificationScreen')),
  nodeDetail: lazy(() => import('./routes/node/NodeDetailScreen')),
  nodeMembers: lazy(() => import('./routes/node/NodeMembersScreen')),
  addressList: lazy(() => import('./routes/addresses/AddressListScreen')),
  marketplace: lazy(() => import('./routes/shop/MarketplaceScreen')),
  productDetail: lazy(() => import('./routes/shop/ProductDetailScreen')),
  cart: lazy(() => import('./routes/shop/CartScreen')),
  checkout: lazy(() => import('./routes/shop/CheckoutScreen')),
  payment: lazy(() => import('./routes/shop/PaymentScreen')),
  shopOrders: lazy(() => import('./routes/shop/OrdersScreen')),
  shopOrderDetail: lazy(() => import('./routes/shop/OrderDetailScreen')),
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
