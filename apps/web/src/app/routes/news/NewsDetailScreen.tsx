/** /news/:id: one news item. */
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/PageHeader'
import { NewsArticle } from '../../../features/news'

export default function NewsDetailScreen() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  return (
    <main className="page">
      <PageHeader title={t('news.detail')} back />
      <NewsArticle id={id} />
    </main>
  )
}
