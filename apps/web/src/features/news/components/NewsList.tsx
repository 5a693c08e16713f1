import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { useNews } from '../api/listNews'

/** The latest news on home (visitors see it too); a failure stays inside the card. */
export function NewsList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation()
  const news = useNews()
  return (
    <section className="card" data-testid="home-news">
      <h3 className="card-title">{t('news.title')}</h3>
      {news.isPending && <Skeleton.Paragraph lineCount={3} animated />}
      {news.isError && (
        <div className="load-failed" role="alert">
          <p>{t('news.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => void news.refetch()}>
            {t('news.retry')}
          </button>
        </div>
      )}
      {news.data?.items.length === 0 && <p className="empty">{t('news.empty')}</p>}
      <ul className="plain-list">
        {news.data?.items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="news-item"
              data-testid="news-item"
              onClick={() => onOpen(item.id)}
            >
              <span className="news-title">{item.title}</span>
              <span className="news-summary">{item.summary}</span>
              <time className="news-time" dateTime={item.publishedAt}>
                {formatDateTime(item.publishedAt, currentLocale())}
              </time>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
