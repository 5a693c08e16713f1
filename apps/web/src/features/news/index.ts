/** News and announcements (spec §7), in the app language. */
import '../../lib/antd'
import './news.css'
import { registerTexts } from '../../lib/i18n'
import { newsEn } from './locales/en'
import { newsZh } from './locales/zh'

registerTexts(newsZh, newsEn)

export { NewsArticle } from './components/NewsArticle'
export { NewsList } from './components/NewsList'
