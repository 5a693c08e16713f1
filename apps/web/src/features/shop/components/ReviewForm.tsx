import { Rate, TextArea } from 'antd-mobile'
import type { ShopOrderDetail } from '@vita/shared/schemas/shop'
import { REVIEW_IMAGES_MAX } from '@vita/shared/shop/catalogue'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { useSubmitReviews } from '../api/submitReviews'
import { shopErrorText } from '../orderRules'
import { emptyDrafts, reviewsBody, type ReviewDraft } from '../reviewForm'

/** What the screen's image uploader (features/uploads' ImageUploader) is bound to. */
export type ImagesBinding<I extends { id: string }> = {
  value: I[]
  onChange: (images: I[]) => void
  maxCount: number
}
export type ImagesSlot<I extends { id: string }> = (binding: ImagesBinding<I>) => ReactNode

/** A completed order's review: per unreviewed item stars, text and up to 9 images. */
export function ReviewForm<I extends { id: string }>({
  order,
  imagesSlot,
}: {
  order: ShopOrderDetail
  imagesSlot: ImagesSlot<I>
}) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const [drafts, setDrafts] = useState<ReviewDraft<I>[]>(() => emptyDrafts<I>(order.items))
  const submit = useSubmitReviews()
  if (drafts.length === 0) return null
  const update = (index: number, patch: Partial<ReviewDraft<I>>) =>
    setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)))
  const send = () => {
    const body = reviewsBody(drafts)
    if (!body) {
      showToast(t('shop.review.incomplete'))
      return
    }
    submit.mutate(
      { orderNo: order.orderNo, body },
      {
        onSuccess: () => showToast(t('shop.review.submitted'), 'success'),
        onError: (error) => showToast(shopErrorText(error, t('shop.review.submitFailed'), locale), 'fail'),
      },
    )
  }
  return (
    <section className="card" id="review" data-testid="review-form">
      <h3>{t('shop.review.title')}</h3>
      {drafts.map((draft, index) => {
        const item = order.items.find((candidate) => candidate.id === draft.itemId)
        return (
          <div key={draft.itemId} className="shop-review-draft" data-testid="review-item">
            <p>{item?.name[locale]}</p>
            <Rate
              value={draft.rating}
              onChange={(rating) => update(index, { rating })}
              aria-label={t('shop.review.rating')}
              data-testid="review-rating"
            />
            <TextArea
              value={draft.content}
              maxLength={500}
              showCount
              placeholder={t('shop.review.content')}
              onChange={(content) => update(index, { content })}
              data-testid="review-content"
            />
            <p className="muted">{t('shop.review.images', { max: REVIEW_IMAGES_MAX })}</p>
            {imagesSlot({
              value: draft.images,
              onChange: (images) => update(index, { images: images.slice(0, REVIEW_IMAGES_MAX) }),
              maxCount: REVIEW_IMAGES_MAX,
            })}
          </div>
        )
      })}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={submit.isPending}
        data-testid="review-submit"
        onClick={send}
      >
        {t('shop.review.submit')}
      </button>
    </section>
  )
}
