ALTER TABLE "shop_orders" ADD COLUMN "pay_request_key" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "pay_request_hash" text;