/** The tab bar's Chinese texts (registered by AppTabBar, which only tab screens load). */
export const tabBarZh = {
  tabs: { shop: '商城', swap: '兑换', team: '团队', market: '行情', mine: '我的' },
}
