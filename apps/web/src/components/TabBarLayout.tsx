import { TabBar } from 'antd-mobile'
import { HistogramOutline, LoopOutline, ShopbagOutline, TeamOutline, UserOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { activeTab, tabs, type TabKey } from '../app/tabBar'
import '../lib/antd'

const icons: Record<TabKey, ReactNode> = {
  shop: <ShopbagOutline />,
  swap: <LoopOutline />,
  team: <TeamOutline />,
  market: <HistogramOutline />,
  mine: <UserOutline />,
}

/** The five-tab bottom bar (spec §2) under a screen. */
export default function TabBarLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const active = activeTab(location.pathname)
  return (
    <div className="with-tab-bar">
      <div className="with-tab-bar-content">{children}</div>
      <nav className="tab-bar" data-testid="tab-bar">
        <TabBar
          activeKey={active.key}
          onChange={(key) => {
            const tab = tabs.find((item) => item.key === key)
            if (tab) navigate(tab.path)
          }}
        >
          {tabs.map((tab) => (
            <TabBar.Item key={tab.key} icon={icons[tab.key]} title={t(`tabs.${tab.key}`)} />
          ))}
        </TabBar>
      </nav>
    </div>
  )
}
