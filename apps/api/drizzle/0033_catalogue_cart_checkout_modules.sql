-- The shop splits by domain (issue 32): the catalogue module owns the products, their SKUs and the sales
-- units waiting for the fold; the cart module owns the cart's lines; the checkout module keeps the shop's
-- orders under their names (a "shop order" is the product's word). Renames only: the data stays where it
-- is, with its sequences, keys, constraints, indexes, the search's function and the change-stamping
-- trigger renamed after their tables (the function bodies live in modules/catalogue/sql). For the
-- previous version during a rolling deploy, each old table name stays one release as a plain view,
-- applied right after the migrations (catalogue/sql/shop_*.sql, cart/sql/shop_cart_items.sql); the next
-- migration drops them with their files.
ALTER TABLE "shop_products" RENAME TO "products";--> statement-breakpoint
ALTER SEQUENCE "shop_products_id_seq" RENAME TO "products_id_seq";--> statement-breakpoint
ALTER TABLE "products" RENAME CONSTRAINT "shop_products_pkey" TO "products_pkey";--> statement-breakpoint
ALTER TABLE "products" RENAME CONSTRAINT "shop_products_uuid_unique" TO "products_uuid_unique";--> statement-breakpoint
ALTER TABLE "products" RENAME CONSTRAINT "shop_products_category" TO "products_category";--> statement-breakpoint
ALTER TABLE "products" RENAME CONSTRAINT "shop_products_counts" TO "products_counts";--> statement-breakpoint
ALTER INDEX "shop_products_category_sales_idx" RENAME TO "products_category_sales_idx";--> statement-breakpoint
ALTER INDEX "shop_products_sales_idx" RENAME TO "products_sales_idx";--> statement-breakpoint
ALTER INDEX "shop_products_price_idx" RENAME TO "products_price_idx";--> statement-breakpoint
ALTER INDEX "shop_products_newest_idx" RENAME TO "products_newest_idx";--> statement-breakpoint
ALTER INDEX "shop_products_change_xid_idx" RENAME TO "products_change_xid_idx";--> statement-breakpoint
ALTER INDEX "shop_products_search_name_trgm" RENAME TO "products_search_name_trgm";--> statement-breakpoint
ALTER INDEX "shop_products_name_grams" RENAME TO "products_name_grams";--> statement-breakpoint
ALTER FUNCTION shop_name_grams(text, text) RENAME TO catalogue_name_grams;--> statement-breakpoint
ALTER FUNCTION shop_products_stamp_change() RENAME TO catalogue_stamp_change;--> statement-breakpoint
ALTER TRIGGER "shop_products_stamp_change" ON "products" RENAME TO "catalogue_stamp_change";--> statement-breakpoint
ALTER TABLE "shop_skus" RENAME TO "skus";--> statement-breakpoint
ALTER SEQUENCE "shop_skus_id_seq" RENAME TO "skus_id_seq";--> statement-breakpoint
ALTER TABLE "skus" RENAME CONSTRAINT "shop_skus_pkey" TO "skus_pkey";--> statement-breakpoint
ALTER TABLE "skus" RENAME CONSTRAINT "shop_skus_code_unique" TO "skus_code_unique";--> statement-breakpoint
ALTER TABLE "skus" RENAME CONSTRAINT "shop_skus_stock" TO "skus_stock";--> statement-breakpoint
ALTER TABLE "skus" RENAME CONSTRAINT "shop_skus_product_id_shop_products_id_fk" TO "skus_product_id_products_id_fk";--> statement-breakpoint
ALTER INDEX "shop_skus_product_idx" RENAME TO "skus_product_idx";--> statement-breakpoint
ALTER TABLE "shop_sales_pending" RENAME TO "product_sales_pending";--> statement-breakpoint
ALTER TABLE "shop_cart_items" RENAME TO "cart_items";--> statement-breakpoint
ALTER SEQUENCE "shop_cart_items_id_seq" RENAME TO "cart_items_id_seq";--> statement-breakpoint
ALTER TABLE "cart_items" RENAME CONSTRAINT "shop_cart_items_pkey" TO "cart_items_pkey";--> statement-breakpoint
ALTER TABLE "cart_items" RENAME CONSTRAINT "shop_cart_items_member_sku_unique" TO "cart_items_member_sku_unique";--> statement-breakpoint
ALTER TABLE "cart_items" RENAME CONSTRAINT "shop_cart_items_quantity" TO "cart_items_quantity";--> statement-breakpoint
ALTER TABLE "cart_items" RENAME CONSTRAINT "shop_cart_items_member_id_members_id_fk" TO "cart_items_member_id_members_id_fk";--> statement-breakpoint
ALTER TABLE "cart_items" RENAME CONSTRAINT "shop_cart_items_sku_id_shop_skus_id_fk" TO "cart_items_sku_id_skus_id_fk";--> statement-breakpoint
ALTER TABLE "reviews" RENAME CONSTRAINT "reviews_product_id_shop_products_id_fk" TO "reviews_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "shop_order_items" RENAME CONSTRAINT "shop_order_items_product_id_shop_products_id_fk" TO "shop_order_items_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "shop_order_items" RENAME CONSTRAINT "shop_order_items_sku_id_shop_skus_id_fk" TO "shop_order_items_sku_id_skus_id_fk";
