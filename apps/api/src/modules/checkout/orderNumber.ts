/** Order numbers are digits only: anything else in a URL answers 404 without a query. */
export const ORDER_NO = /^[0-9]{20,32}$/

/**
 * An order number's first 14 digits: the UTC time to the second. Placing appends the order's id padded
 * to 8 digits (placeShopOrder.ts), so numbers sort by time and are unique by construction.
 */
export const orderNumberPrefix = (now: Date): string =>
  now
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 14)
