/** The antd-mobile half of notify.ts, loaded on first use. */
import { Dialog, Toast } from 'antd-mobile'
import './antd'
import './antdRender'

export function toast(content: string, duration: number, icon?: 'success' | 'fail'): void {
  Toast.show({ content, duration, ...(icon ? { icon } : {}) })
}

export function alert(content: string, confirmText: string): void {
  Toast.clear()
  void Dialog.alert({ content, confirmText })
}
