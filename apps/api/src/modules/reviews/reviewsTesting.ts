/** For other modules' tests that seed or check reviews (the shop's product pages, the uploads cleanup). */
export { reviews } from './tables'
