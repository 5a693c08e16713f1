/**
 * Reviews of bought items (spec: after receipt, 1–5 stars, up to 9 images): one per order line, the
 * images only the reviewer's own uploads. The shop's routes write and read them.
 */
export * from './addReviews'
export * from './productReviews'
export { reviewsModule } from './module'
