import { Rate } from 'antd-mobile'
import type { ProductDetail, Review } from '@vita/shared/schemas/shop'
import { useTranslation } from 'react-i18next'
import { ImageViewer } from '../../../lib/antdImperative'
import { formatDateTime } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { optionText } from '../optionText'
import { useReviews } from '../api/listReviews'
import { MoreFooter } from '../../../components/MoreFooter'

/** 460 → "4.6" without floats. */
export const averageText = (averageX100: number) =>
  `${Math.floor(averageX100 / 100)}.${Math.floor((averageX100 % 100) / 10)}`

function RatingSummary({ rating }: { rating: ProductDetail['rating'] }) {
  const { t } = useTranslation()
  return (
    <div className="shop-rating" data-testid="reviews-summary">
      <p>
        <strong>{t('shop.detail.average', { average: averageText(rating.averageX100) })}</strong>{' '}
        <span className="muted">{t('shop.detail.reviewCount', { count: rating.count })}</span>
      </p>
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = rating.byStars[stars - 1] ?? 0
        const percent = rating.count === 0 ? 0 : Math.round((count * 100) / rating.count)
        return (
          <div key={stars} className="shop-rating-bar" data-testid={`reviews-stars-${stars}`}>
            <span>{t('shop.detail.stars', { count: stars })}</span>
            <span className="shop-bar">
              <span style={{ width: `${percent}%` }} />
            </span>
            <span className="muted">{count}</span>
          </div>
        )
      })}
    </div>
  )
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="shop-review" data-testid="review">
      <p className="shop-row">
        <span>
          {review.user.communityNumber} <span className="mono muted">{review.user.maskedAddress}</span>
        </span>
        <Rate readOnly value={review.rating} />
      </p>
      <p className="muted">{optionText(review.optionLabels, currentLocale())}</p>
      <p>{review.content}</p>
      {review.images.length > 0 && (
        <div className="shop-thumbs">
          {review.images.map((src, index) => (
            <button
              key={src}
              type="button"
              className="shop-thumb"
              onClick={() => ImageViewer.Multi.show({ images: review.images, defaultIndex: index })}
            >
              <img src={src} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
      <p className="muted">{formatDateTime(review.createdAt, currentLocale())}</p>
    </li>
  )
}

export function ReviewsSection({
  productId,
  rating,
}: {
  productId: string
  rating: ProductDetail['rating']
}) {
  const { t } = useTranslation()
  const reviews = useReviews(productId)
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <section className="card" data-testid="reviews">
      <h3>{t('shop.detail.reviews')}</h3>
      <RatingSummary rating={rating} />
      {rating.count === 0 ? (
        <p className="muted">{t('shop.detail.noReviews')}</p>
      ) : (
        <>
          <ul className="shop-reviews">
            {items.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          <MoreFooter query={reviews} failedText={t('shop.loadMoreFailed')} noMoreText={t('shop.noMore')} />
        </>
      )}
    </section>
  )
}
