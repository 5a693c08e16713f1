/**
 * The catalogue: products and SKUs, their stock and sales counters. The cart and the checkout read SKUs
 * with their products (findSkuOffers, lockSkuOffers), the checkout takes and returns stock and counts
 * sales (stock.ts); the living demo creates products.
 */
export { catalogueModule } from './module'
export { createProduct, refreshProductTotals } from './createProduct'
export { listProducts } from './listProducts'
export { productInputSchema, type ProductInput } from './productInput'
export { coverUrl, imageUrl, inGroupOrder, optionLabels, parseRowId, toProductSku } from './productViews'
export { findProductRefs, findSkuOffers, lockSkuOffers, type ProductRef, type SkuOffer } from './skuOffers'
export { countSales, foldSalesCounters, returnStock, takeStock, uncountSales, type StockLine } from './stock'
export type { LocalizedText, ProductOptionGroup, ProductRow, SkuRow } from './tables'
