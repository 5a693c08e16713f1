/**
 * antd-mobile 5 renders Toast/Dialog with ReactDOM.render, which React 19 removed; give it createRoot
 * (https://mobile.ant.design/guide/v5-for-19). Imported by the code that opens them imperatively
 * (toast.ts, and ./antdImperative for Dialog and ImageViewer) and fetched by ./antd after the first
 * paint, so it stays out of the screens' initial JavaScript.
 */
import { unstableSetRender } from 'antd-mobile'
import { createRoot, type Root } from 'react-dom/client'

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
