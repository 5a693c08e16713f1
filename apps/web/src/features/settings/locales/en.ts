import type { TextsOf } from '../../../lib/i18n'
import type { settingsZh } from './zh'

export const settingsEn: TextsOf<typeof settingsZh> = {
  settings: {
    title: 'Settings',
    language: 'Language',
    zh: '简体中文',
    en: 'English',
    short: { zh: '中文', en: 'English' },
    version: 'Version',
    saved: 'Language switched',
  },
}
