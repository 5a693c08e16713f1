import { HistogramOutline, LoopOutline, ShopbagOutline, TeamOutline, UserOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { TabBarLayout } from '../components/TabBarLayout'
import { registerTexts } from '../lib/i18n'
import { tabBarEn } from './locales/en'
import { tabBarZh } from './locales/zh'
import { activeTab, tabs, type TabKey } from './tabBar'

registerTexts(tabBarZh, tabBarEn)

const icons: Record<TabKey, ReactNode> = {
  shop: <ShopbagOutline />,
  swap: <LoopOutline />,
  team: <TeamOutline />,
  market: <HistogramOutline />,
  mine: <UserOutline />,
}

/** The five tabs of spec §2 under a screen; a lazy chunk of its own (antd-mobile stays off /login). */
export default function AppTabBar({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const items = tabs.map((tab) => ({ key: tab.key, title: t(`tabs.${tab.key}`), icon: icons[tab.key] }))
  return (
    <TabBarLayout
      items={items}
      activeKey={activeTab(location.pathname).key}
      onSelect={(key) => {
        const tab = tabs.find((item) => item.key === key)
        if (tab) navigate(tab.path)
      }}
    >
      {children}
    </TabBarLayout>
  )
}
