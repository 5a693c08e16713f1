-- Checkout has one implementation, in TypeScript (modules/shop/orders/placeShopOrder.ts and
-- payShopOrder.ts, batched by checkoutBatches.ts), and the sales counters' fold is a statement of
-- stockReservation.ts (issue 31): the PL/pgSQL batch functions that served buy-now balance checkouts
-- beside it go. Their files left modules/shop/sql in the same change.
DROP FUNCTION "shop_place_orders"(bigint[], text[], text[], bigint[], int[], uuid[], text[], numeric[], timestamptz[], text[]);--> statement-breakpoint
DROP FUNCTION "shop_pay_orders"(bigint[], text[], text[], text[], timestamptz[], text);--> statement-breakpoint
DROP FUNCTION "shop_order_json"(shop_orders);--> statement-breakpoint
DROP FUNCTION "shop_fold_sales"();
