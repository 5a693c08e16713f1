-- Reviews are their own module (modules/reviews, issue 32): the shop's reviews table moves to it, renamed
-- with its sequence, key, constraints and index; the data stays where it is (renames only). For the
-- previous version during a rolling deploy, the old name stays one release as a plain view, applied right
-- after the migrations (modules/reviews/sql/shop_reviews.sql); the next migration drops it with its file.
ALTER TABLE "shop_reviews" RENAME TO "reviews";--> statement-breakpoint
ALTER SEQUENCE "shop_reviews_id_seq" RENAME TO "reviews_id_seq";--> statement-breakpoint
ALTER TABLE "reviews" RENAME CONSTRAINT "shop_reviews_pkey" TO "reviews_pkey";--> statement-breakpoint
ALTER TABLE "reviews" RENAME CONSTRAINT "shop_reviews_order_item_id_unique" TO "reviews_order_item_id_unique";--> statement-breakpoint
ALTER TABLE "reviews" RENAME CONSTRAINT "shop_reviews_rating" TO "reviews_rating";--> statement-breakpoint
ALTER TABLE "reviews" RENAME CONSTRAINT "shop_reviews_product_id_shop_products_id_fk" TO "reviews_product_id_shop_products_id_fk";--> statement-breakpoint
ALTER TABLE "reviews" RENAME CONSTRAINT "shop_reviews_order_item_id_shop_order_items_id_fk" TO "reviews_order_item_id_shop_order_items_id_fk";--> statement-breakpoint
ALTER TABLE "reviews" RENAME CONSTRAINT "shop_reviews_member_id_members_id_fk" TO "reviews_member_id_members_id_fk";--> statement-breakpoint
ALTER INDEX "shop_reviews_product_idx" RENAME TO "reviews_product_idx";
