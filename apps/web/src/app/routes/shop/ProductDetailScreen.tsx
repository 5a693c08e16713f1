/** /product/:id: a product with its SKUs and reviews; add to cart or buy now. */
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/PageHeader'
import { ProductDetailView } from '../../../features/shop'

export default function ProductDetailScreen() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  return (
    <main className="page" data-testid="product-detail-screen">
      <PageHeader title={t('shop.title.detail')} back />
      <ProductDetailView productId={id} />
    </main>
  )
}
