import type { TextsOf } from '../../../lib/i18n'
import type { newsZh } from './zh'

export const newsEn: TextsOf<typeof newsZh> = {
  news: {
    title: 'News',
    detail: 'News detail',
    empty: 'No news yet',
    loadFailed: 'Failed to load news',
  },
}
