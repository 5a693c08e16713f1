/**
 * The shell's Chinese texts, loaded with the entry: what shared components show on many screens.
 * Everything else registers its own texts from its chunk (lib/i18n registerTexts).
 */
export const shellZh = {
  app: {
    loading: '加载中…',
    configError: '应用配置加载失败',
    retry: '重试',
    confirm: '确定',
    welcome: '欢迎来到 Vita Club',
    subtitle: '连接钱包并签名即可登录，无需密码',
    offline: '网络已断开，恢复连接后将自动刷新',
  },
}
