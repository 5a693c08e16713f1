/** The update prompt's texts (Chinese, the app's default language). */
export const pwaZh = {
  pwa: {
    updateAvailable: '新版本可用，刷新？',
    reload: '刷新',
    later: '稍后',
  },
}
