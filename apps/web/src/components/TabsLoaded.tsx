import { Tabs } from 'antd-mobile'
import type { LazyTabsProps } from './LazyTabs'

/** antd-mobile's Tabs (its ink bar and scrolling animate with react-spring): loaded by ./LazyTabs. */
export default function TabsLoaded({ tabs, activeKey, onChange, className }: LazyTabsProps) {
  return (
    <Tabs activeKey={activeKey} onChange={onChange} className={className}>
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.key} title={tab.title} />
      ))}
    </Tabs>
  )
}
