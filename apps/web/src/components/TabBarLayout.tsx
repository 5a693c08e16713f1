import { TabBar } from 'antd-mobile'
import type { ReactNode } from 'react'
import '../lib/antd'

export type TabBarItem = { key: string; title: string; icon: ReactNode }

/** A screen with the bottom tab bar under it (antd-mobile TabBar, fixed to the bottom). */
export function TabBarLayout({
  items,
  activeKey,
  onSelect,
  children,
}: {
  items: readonly TabBarItem[]
  activeKey: string
  onSelect: (key: string) => void
  children: ReactNode
}) {
  return (
    <div className="with-tab-bar">
      <div className="with-tab-bar-content">{children}</div>
      <nav className="tab-bar" data-testid="tab-bar">
        <TabBar activeKey={activeKey} onChange={onSelect}>
          {items.map((item) => (
            <TabBar.Item key={item.key} icon={item.icon} title={item.title} />
          ))}
        </TabBar>
      </nav>
    </div>
  )
}
