CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "delivery_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" bigint NOT NULL,
	"name" text NOT NULL,
	"tel" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"county" text NOT NULL,
	"area_code" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "delivery_addresses_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "delivery_addresses_area_code" CHECK ("delivery_addresses"."area_code" ~ '^[0-9]{6}$' and "delivery_addresses"."area_code" <> '000000'),
	CONSTRAINT "delivery_addresses_detail_length" CHECK (char_length("delivery_addresses"."detail") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "shop_cart_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_cart_items_member_sku_unique" UNIQUE("member_id","sku_id"),
	CONSTRAINT "shop_cart_items_quantity" CHECK ("shop_cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_coupon_uses" (
	"coupon_code" text NOT NULL,
	"order_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_coupon_uses_coupon_code_order_id_pk" PRIMARY KEY("coupon_code","order_id")
);
--> statement-breakpoint
CREATE TABLE "shop_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(78, 0) NOT NULL,
	"min_spend" numeric(78, 0) DEFAULT 0 NOT NULL,
	"max_discount" numeric(78, 0),
	"max_uses" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_coupons_kind" CHECK ("shop_coupons"."kind" in ('fixed', 'percent')),
	CONSTRAINT "shop_coupons_used" CHECK ("shop_coupons"."used" >= 0 and ("shop_coupons"."max_uses" is null or "shop_coupons"."used" <= "shop_coupons"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "shop_logistics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"location" text,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"sku_code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"unit_price" numeric(78, 0) NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shop_order_items_quantity" CHECK ("shop_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"items_total" numeric(78, 0) NOT NULL,
	"shipping_fee" numeric(78, 0) NOT NULL,
	"discount" numeric(78, 0) NOT NULL,
	"total" numeric(78, 0) NOT NULL,
	"delivery_method" text NOT NULL,
	"address" jsonb NOT NULL,
	"coupon_code" text,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"card_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"balance_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"card_id" uuid,
	"pay_by" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"carrier" text,
	"tracking_no" text,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "shop_orders_member_request_key_unique" UNIQUE("member_id","request_key"),
	CONSTRAINT "shop_orders_status" CHECK ("shop_orders"."status" in ('pending_payment', 'pending_shipment', 'pending_receipt', 'completed', 'cancelled', 'refunded')),
	CONSTRAINT "shop_orders_delivery_method" CHECK ("shop_orders"."delivery_method" in ('standard', 'express')),
	CONSTRAINT "shop_orders_amounts" CHECK ("shop_orders"."total" = "shop_orders"."items_total" + "shop_orders"."shipping_fee" - "shop_orders"."discount" and "shop_orders"."discount" <= "shop_orders"."items_total"
        and "shop_orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"option_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shop_products_category" CHECK ("shop_products"."category" in ('digital', 'appliances', 'food')),
	CONSTRAINT "shop_products_counts" CHECK ("shop_products"."stock" >= 0 and "shop_products"."sales" >= 0 and "shop_products"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_reviews_order_item_id_unique" UNIQUE("order_item_id"),
	CONSTRAINT "shop_reviews_rating" CHECK ("shop_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "shop_skus" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"code" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"stock" integer NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_skus_code_unique" UNIQUE("code"),
	CONSTRAINT "shop_skus_stock" CHECK ("shop_skus"."stock" >= 0 and "shop_skus"."sales" >= 0 and "shop_skus"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_size" CHECK ("uploads"."bytes" > 0 and "uploads"."width" > 0 and "uploads"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_sku_id_shop_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupon_uses" ADD CONSTRAINT "shop_coupon_uses_coupon_code_shop_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."shop_coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupon_uses" ADD CONSTRAINT "shop_coupon_uses_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupon_uses" ADD CONSTRAINT "shop_coupon_uses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_logistics_events" ADD CONSTRAINT "shop_logistics_events_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_events" ADD CONSTRAINT "shop_order_events_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_sku_id_shop_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_coupon_code_shop_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."shop_coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_reviews" ADD CONSTRAINT "shop_reviews_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_reviews" ADD CONSTRAINT "shop_reviews_order_item_id_shop_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."shop_order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_reviews" ADD CONSTRAINT "shop_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_skus" ADD CONSTRAINT "shop_skus_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_addresses_member_idx" ON "delivery_addresses" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_addresses_one_default" ON "delivery_addresses" USING btree ("member_id") WHERE "delivery_addresses"."is_default" and "delivery_addresses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shop_coupon_uses_member_idx" ON "shop_coupon_uses" USING btree ("coupon_code","member_id");--> statement-breakpoint
CREATE INDEX "shop_logistics_events_order_idx" ON "shop_logistics_events" USING btree ("order_id","happened_at");--> statement-breakpoint
CREATE INDEX "shop_order_events_order_idx" ON "shop_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "shop_order_items_order_idx" ON "shop_order_items" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "shop_orders_member_idx" ON "shop_orders" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_orders_member_status_idx" ON "shop_orders" USING btree ("member_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_orders_pay_by_idx" ON "shop_orders" USING btree ("pay_by") WHERE "shop_orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "shop_products_category_sales_idx" ON "shop_products" USING btree ("category","sales" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_products_sales_idx" ON "shop_products" USING btree ("sales" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_products_price_idx" ON "shop_products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "shop_products_newest_idx" ON "shop_products" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_products_name_zh_trgm" ON "shop_products" USING gin ("name_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_products_name_en_trgm" ON "shop_products" USING gin (lower("name_en") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_reviews_product_idx" ON "shop_reviews" USING btree ("product_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_skus_product_idx" ON "shop_skus" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "uploads_member_idx" ON "uploads" USING btree ("member_id","created_at" DESC NULLS LAST);