import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { formatDateTime } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { useNewsItem } from '../api/getNews'

/** One news item in the app language (spec §7 GET /news/{id}); blank lines separate paragraphs. */
export function NewsArticle({ id }: { id: string }) {
  const { t } = useTranslation()
  const news = useNewsItem(id)
  return (
    <QueryState
      query={news}
      loading={<Skeleton.Paragraph lineCount={6} animated />}
      errorText={t('news.loadFailed')}
    >
      {(item) => (
        <article className="card news-detail" data-testid="news-detail">
          <h1>{item.title}</h1>
          <time className="news-time" dateTime={item.publishedAt}>
            {formatDateTime(item.publishedAt, currentLocale())}
          </time>
          {item.body.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </article>
      )}
    </QueryState>
  )
}
