/** /order/:orderNo (auth): the order, its history and logistics, its actions and the review form. */
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/PageHeader'
import { OrderDetailView } from '../../../features/shop'
import { ImageUploader, type UploadedImage } from '../../../features/uploads'

export default function OrderDetailScreen() {
  const { t } = useTranslation()
  const { orderNo = '' } = useParams()
  return (
    <main className="page" data-testid="shop-order-detail-screen">
      <PageHeader title={t('shop.title.order')} back />
      <OrderDetailView<UploadedImage>
        orderNo={orderNo}
        imagesSlot={(binding) => <ImageUploader {...binding} />}
      />
    </main>
  )
}
