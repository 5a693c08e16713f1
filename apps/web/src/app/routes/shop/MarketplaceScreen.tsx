/** /marketplace (tab screen; /marketplace/products redirects here): search, categories, sort, products. */
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/PageHeader'
import { ProductList } from '../../../features/shop'

export default function MarketplaceScreen() {
  const { t } = useTranslation()
  return (
    <main className="page" data-testid="marketplace-screen">
      <PageHeader title={t('shop.title.list')} />
      <ProductList />
    </main>
  )
}
