import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
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
      <QueryState
        query={news}
        loading={<Skeleton.Paragraph lineCount={3} animated />}
        errorText={t('news.loadFailed')}
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="empty">{t('news.empty')}</p>
          ) : (
            <ul className="plain-list">
              {data.items.map((item) => (
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
          )
        }
      </QueryState>
    </section>
  )
}
