/** Settings texts. */
export const settingsZh = {
  settings: {
    title: '设置',
    language: '语言',
    zh: '简体中文',
    en: 'English',
    short: { zh: '中文', en: 'English' },
    version: '版本',
    saved: '语言已切换',
  },
}
