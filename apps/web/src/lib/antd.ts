/**
 * antd-mobile's global config follows the app language. Imported by the lazy screen chunks (not the
 * entry), so antd-mobile stays out of the first request.
 */
import { setDefaultConfig, unstableSetRender } from 'antd-mobile'
import { createRoot, type Root } from 'react-dom/client'
import enUS from 'antd-mobile/es/locales/en-US'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import { i18n } from './i18n'

function apply(language: string): void {
  setDefaultConfig({ locale: language === 'en' ? enUS : zhCN })
}

apply(i18n.language)
i18n.on('languageChanged', apply)

// antd-mobile 5 renders Toast/Dialog with ReactDOM.render, which React 19 removed; give it createRoot
// (https://mobile.ant.design/guide/v5-for-19).
const roots = new WeakMap<Element | DocumentFragment, Root>()
unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container)
  roots.set(container, root)
  root.render(node)
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
    root.unmount()
    roots.delete(container)
  }
})
