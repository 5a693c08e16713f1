/**
 * Every path of spec §2 with its auth flag. `screen` names the built screen; null means its issue has
 * not built it yet and the path shows the not-found page. Pure data: guards.ts and tabBar.ts read it.
 */

/** Screens built so far; router.tsx maps each to a lazy chunk. */
export type ScreenId =
  | 'login'
  | 'main'
  | 'settings'
  | 'swap'
  | 'sellCurrency'
  | 'priceChart'
  | 'contractPools'
  | 'assets'
  | 'assetsLog'
  | 'transferMoney'
  | 'withdraw'
  | 'deposit'
  | 'solvency'
  | 'bindReferrer'
  | 'userManual'
  | 'newsDetail'
  | 'dailyRanking'
  | 'clubTeam'
  | 'clubLevels'
  | 'clubLeader'
  | 'clubStats'
  | 'clubEarnings'
  | 'clubBuy'
  | 'clubOrders'
  | 'clubCards'
  | 'clubDividends'
  | 'clubStaticDividends'
  | 'clubDynamicDividends'
  | 'clubDividendHistory'
  | 'clubDirectRewardHistory'
  | 'cardService'
  | 'memberSubMembers'
  | 'memberInvestments'
  | 'memberEarnings'
  | 'nodeConfig'
  | 'nodeQualification'
  | 'nodeDetail'
  | 'nodeMembers'
  | 'addressList'
  | 'marketplace'
  | 'productDetail'
  | 'cart'
  | 'checkout'
  | 'payment'
  | 'shopOrders'
  | 'shopOrderDetail'

export type AppRoute = {
  /** The spec's screen name (route name). */
  name: string
  /** react-router pattern. */
  path: string
  auth: boolean
  /** Logged-in members are sent to `/` (spec §2: "A logged-in user opening /login is sent to /"). */
  guestOnly?: boolean
  screen: ScreenId | null
  /** An alias that redirects (replace) to another path. */
  redirectTo?: string
  /** Shows the bottom tab bar (spec §2 lists the screens). */
  tabBar?: boolean
}

const open = (name: string, path: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  name,
  path,
  auth: false,
  screen: null,
  ...extra,
})
const auth = (name: string, path: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  name,
  path,
  auth: true,
  screen: null,
  ...extra,
})

export const HOME_PATH = '/'
export const LOGIN_PATH = '/login'

export const appRoutes: readonly AppRoute[] = [
  open('Home', '/', { redirectTo: '/vita-club/team', tabBar: true }),
  open('Swap', '/swap', { screen: 'swap', tabBar: true }),
  open('Login', '/login', { screen: 'login', guestOnly: true }),
  open('Invite', '/invite/:inviteCode', { screen: 'login', guestOnly: true }),
  open('Marketplace', '/marketplace', { screen: 'marketplace', tabBar: true }),
  open('MarketplaceProducts', '/marketplace/products', { redirectTo: '/marketplace' }),
  open('ProductDetail', '/product/:id', { screen: 'productDetail' }),
  auth('Cart', '/cart', { screen: 'cart' }),
  auth('Checkout', '/checkout', { screen: 'checkout' }),
  auth('OrderConfirm', '/order-confirm', { screen: 'checkout' }),
  open('Payment', '/payment/:orderNo', { screen: 'payment' }),
  auth('Orders', '/orders', { screen: 'shopOrders' }),
  auth('OrderDetail', '/order/:orderNo', { screen: 'shopOrderDetail' }),
  open('Order', '/order', { screen: 'shopOrders' }),
  auth('Assets', '/assets', { screen: 'assets' }),
  auth('Address', '/address', { screen: 'addressList' }),
  open('AddressList', '/address-list', { screen: 'addressList' }),
  // Not auth (spec §2): visitors see a welcome prompt with a login button.
  open('Main', '/main', { screen: 'main', tabBar: true }),
  open('WalletSecurity', '/wallet-security', { screen: 'main' }),
  open('ContractPools', '/contract-pools', { screen: 'contractPools' }),
  open('Setting', '/setting', { screen: 'settings' }),
  open('Language', '/language', { screen: 'settings' }),
  open('BindReferrer', '/bind-referrer', { screen: 'bindReferrer' }),
  open('PriceChart', '/price-chart', { screen: 'priceChart', tabBar: true }),
  open('UserManual', '/user-manual', { screen: 'userManual' }),
  open('TransferMoney', '/transfer-money', { screen: 'transferMoney' }),
  open('Withdraw', '/withdraw', { screen: 'withdraw' }),
  // Not in the spec's list: the way money comes into the app from the wallet (issue 30).
  auth('Deposit', '/deposit', { screen: 'deposit' }),
  // Not in the spec's list: proof of solvency (issue 34). Open: the snapshot is public; checking one's
  // own balance asks for the sign-in on the screen, as /main does for visitors.
  open('Solvency', '/solvency', { screen: 'solvency' }),
  open('AssetsLog', '/assets-log', { screen: 'assetsLog' }),
  open('SellCurrency', '/sell-currency', { screen: 'sellCurrency' }),
  open('CardService', '/card-service', { screen: 'cardService' }),
  open('NewsDetail', '/news/:id', { screen: 'newsDetail' }),
  auth('DailyRanking', '/daily-ranking', { screen: 'dailyRanking' }),
  // The spec lists the club paths without "auth", so they are open like every unmarked path.
  open('VitaClubBuy', '/vita-club/buy', { screen: 'clubBuy', tabBar: true }),
  open('VitaClubOrders', '/vita-club/orders', { screen: 'clubOrders' }),
  open('VitaClubCards', '/vita-club/cards', { screen: 'clubCards' }),
  open('VitaClubLevels', '/vita-club/levels', { screen: 'clubLevels' }),
  open('VitaClubDividends', '/vita-club/dividends', { screen: 'clubDividends' }),
  open('VitaClubStaticDividends', '/vita-club/static-dividends', { screen: 'clubStaticDividends' }),
  open('VitaClubDynamicDividends', '/vita-club/dynamic-dividends', { screen: 'clubDynamicDividends' }),
  open('VitaClubDividendHistory', '/vita-club/dividend-history', { screen: 'clubDividendHistory' }),
  open('VitaClubDirectRewardHistory', '/vita-club/direct-reward-history', {
    screen: 'clubDirectRewardHistory',
  }),
  open('VitaClubTeam', '/vita-club/team', { screen: 'clubTeam', tabBar: true }),
  open('VitaClubLeader', '/vita-club/leader', { screen: 'clubLeader' }),
  open('VitaClubStats', '/vita-club/stats', { screen: 'clubStats' }),
  open('VitaClubEarnings', '/vita-club/earnings', { screen: 'clubEarnings' }),
  auth('MemberSubMembers', '/member/sub-members/:memberId', { screen: 'memberSubMembers' }),
  auth('MemberInvestments', '/member/investments/:memberId', { screen: 'memberInvestments' }),
  auth('MemberEarnings', '/member/earnings/:memberId', { screen: 'memberEarnings' }),
  auth('NodeConfig', '/node-config', { screen: 'nodeConfig' }),
  auth('NodeQualification', '/node-qualification', { screen: 'nodeQualification' }),
  auth('NodeDetail', '/node/:nodeId', { screen: 'nodeDetail' }),
  auth('NodeMembers', '/node-members/:id', { screen: 'nodeMembers' }),
]
