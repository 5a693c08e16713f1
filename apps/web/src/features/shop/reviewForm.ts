/** The review form as pure data: one draft per unreviewed item, complete when each has stars and text. */
import { REVIEW_IMAGES_MAX } from '@vita/shared/shop/catalogue'

export type ReviewDraft<I extends { id: string }> = {
  itemId: string
  rating: number
  content: string
  images: I[]
}

export function emptyDrafts<I extends { id: string }>(
  items: readonly { id: string; reviewed: boolean }[],
): ReviewDraft<I>[] {
  return items
    .filter((item) => !item.reviewed)
    .map((item) => ({ itemId: item.id, rating: 0, content: '', images: [] }))
}

/** The request body, or null while a draft lacks stars or text (the API refuses those). */
export function reviewsBody<I extends { id: string }>(drafts: readonly ReviewDraft<I>[]) {
  if (drafts.length === 0 || drafts.some((draft) => draft.rating < 1 || draft.content.trim() === ''))
    return null
  return {
    reviews: drafts.map((draft) => ({
      itemId: draft.itemId,
      rating: draft.rating,
      content: draft.content.trim(),
      images: draft.images.slice(0, REVIEW_IMAGES_MAX).map((image) => image.id),
    })),
  }
}
