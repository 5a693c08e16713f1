import { ErrorBlock } from 'antd-mobile'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'

/** No such node, or one the caller may not see (the API answers both with 404), with a way to the tiers. */
export function NodeNotFound({ title }: { title: string }) {
  const { t } = useTranslation()
  return (
    <section className="card center" data-testid="node-not-found">
      <ErrorBlock status="empty" title={title} description="" />
      <Link to="/node-config" className="btn node-button">
        {t('nodes.detail.toConfig')}
      </Link>
    </section>
  )
}
