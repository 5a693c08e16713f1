/** /news/:id: one news item (spec §7 GET /news/{id}). */
import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useNewsItem } from '../../features/news/api/getNews'
import { PageHeader } from '../../components/PageHeader'
import { formatDateTime } from '../../lib/format'
import { currentLocale } from '../../lib/i18n'
import '../../lib/antd'
import '../../styles/money.css'
import '../../locales/sections/registerMoney'

export default function NewsDetailScreen() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const news = useNewsItem(id)
  return (
    <main className="page">
      <PageHeader title={t('news.detail')} back />
      {news.isPending && <Skeleton.Paragraph lineCount={6} animated />}
      {news.isError && (
        <div className="load-failed" role="alert">
          <p>{t('news.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => void news.refetch()}>
            {t('news.retry')}
          </button>
        </div>
      )}
      {news.data && (
        <article className="card news-detail" data-testid="news-detail">
          <h1>{news.data.title}</h1>
          <time className="news-time" dateTime={news.data.publishedAt}>
            {formatDateTime(news.data.publishedAt, currentLocale())}
          </time>
          {news.data.body.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </article>
      )}
    </main>
  )
}
