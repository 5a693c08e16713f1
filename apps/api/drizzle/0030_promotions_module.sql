-- Coupons are their own module (modules/promotions, issue 32): the shop's coupons table moves to it,
-- renamed with its key and constraints, and the foreign keys of the shop's orders and coupon uses are
-- renamed after it; the data stays where it is (renames only). For the previous version during a rolling
-- deploy, the old name stays one release as a plain view, applied right after the migrations
-- (modules/promotions/sql/shop_coupons.sql); the next migration drops it with its file.
ALTER TABLE "shop_coupons" RENAME TO "coupons";--> statement-breakpoint
ALTER TABLE "coupons" RENAME CONSTRAINT "shop_coupons_pkey" TO "coupons_pkey";--> statement-breakpoint
ALTER TABLE "coupons" RENAME CONSTRAINT "shop_coupons_kind" TO "coupons_kind";--> statement-breakpoint
ALTER TABLE "coupons" RENAME CONSTRAINT "shop_coupons_used" TO "coupons_used";--> statement-breakpoint
ALTER TABLE "shop_coupon_uses" RENAME CONSTRAINT "shop_coupon_uses_coupon_code_shop_coupons_code_fk" TO "shop_coupon_uses_coupon_code_coupons_code_fk";--> statement-breakpoint
ALTER TABLE "shop_orders" RENAME CONSTRAINT "shop_orders_coupon_code_shop_coupons_code_fk" TO "shop_orders_coupon_code_coupons_code_fk";
