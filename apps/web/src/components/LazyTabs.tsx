import 'antd-mobile/es/components/tabs/tabs.css'
import type { ComponentType, KeyboardEvent, ReactNode } from 'react'
import { useRef } from 'react'
import { afterScreenSettled } from './afterScreenSettled'

export type LazyTabsProps = {
  tabs: readonly { key: string; title: ReactNode }[]
  activeKey: string
  onChange: (key: string) => void
  className?: string
}

// antd-mobile's Tabs animates its ink bar and scrolling with react-spring (~15 KiB brotli): the screen
// shows the same markup (its stylesheet, roles and keys) without the animations, and antd-mobile's Tabs
// takes over once the screen has settled and its chunk has loaded (loaded once, then shared).
const useTabs = afterScreenSettled(() =>
  import('./TabsLoaded').then((module) => module.default as ComponentType<LazyTabsProps>),
)

/** Header-only tabs (a tab list without panes), antd-mobile's Tabs once the screen has settled. */
export function LazyTabs(props: LazyTabsProps) {
  const Component = useTabs()
  if (Component) return <Component {...props} />
  return <StaticTabs {...props} />
}

function StaticTabs({ tabs, activeKey, onChange, className }: LazyTabsProps) {
  const refs = useRef(new Map<string, HTMLDivElement>())
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    event.preventDefault()
    const index = tabs.findIndex((tab) => tab.key === activeKey)
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length]
    if (!next) return
    onChange(next.key)
    refs.current.get(next.key)?.focus()
  }
  return (
    <div className={className ? `adm-tabs ${className}` : 'adm-tabs'}>
      <div className="adm-tabs-header">
        <div className="adm-tabs-tab-list" role="tablist" onKeyDown={onKeyDown}>
          {tabs.map((tab) => {
            const selected = tab.key === activeKey
            return (
              <div key={tab.key} className="adm-tabs-tab-wrapper">
                <div
                  role="tab"
                  aria-selected={selected}
                  tabIndex={selected ? 0 : -1}
                  ref={(element) => {
                    if (element) refs.current.set(tab.key, element)
                    else refs.current.delete(tab.key)
                  }}
                  className={selected ? 'adm-tabs-tab adm-tabs-tab-active' : 'adm-tabs-tab'}
                  onClick={() => onChange(tab.key)}
                >
                  {tab.title}
                  {selected && <div className="adm-tabs-tab-line" style={{ left: 0, right: 0 }} />}
                </div>
              </div>
            )
          })}
        </div>
      </div>
    </div>
  )
}
