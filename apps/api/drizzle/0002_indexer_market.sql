CREATE TABLE "indexer_applied_logs" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"stream" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"event_name" text NOT NULL,
	CONSTRAINT "indexer_applied_logs_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "indexer_blocks" (
	"chain_id" integer NOT NULL,
	"stream" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	CONSTRAINT "indexer_blocks_chain_id_stream_block_number_pk" PRIMARY KEY("chain_id","stream","block_number")
);
--> statement-breakpoint
CREATE TABLE "indexer_checkpoints" (
	"chain_id" integer NOT NULL,
	"stream" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indexer_checkpoints_chain_id_stream_pk" PRIMARY KEY("chain_id","stream")
);
--> statement-breakpoint
CREATE TABLE "indexer_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"acquired_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_chain_orders" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"order_id" numeric(78, 0) NOT NULL,
	"status" text DEFAULT 'pending_confirmation' NOT NULL,
	"buyer" text NOT NULL,
	"referrer" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"dpine_returned" numeric(78, 0) NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"to_static_pool" numeric(78, 0) NOT NULL,
	"to_central_bank" numeric(78, 0) NOT NULL,
	"to_fee_pool" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_chain_orders_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "dpine_sales" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"seller" text NOT NULL,
	"dpine_in" numeric(78, 0) NOT NULL,
	"usdt_out" numeric(78, 0) NOT NULL,
	"returned_to_pool" numeric(78, 0) NOT NULL,
	CONSTRAINT "dpine_sales_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"trader" text NOT NULL,
	"side" text NOT NULL,
	"usdt_amount" numeric(78, 0) NOT NULL,
	"dpine_amount" numeric(78, 0) NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"reserve_usdt" numeric(78, 0) NOT NULL,
	"reserve_dpine" numeric(78, 0) NOT NULL,
	CONSTRAINT "trades_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE INDEX "indexer_applied_logs_block_idx" ON "indexer_applied_logs" USING btree ("chain_id","stream","block_number");--> statement-breakpoint
CREATE INDEX "club_chain_orders_status_idx" ON "club_chain_orders" USING btree ("status","block_number");--> statement-breakpoint
CREATE INDEX "club_chain_orders_buyer_idx" ON "club_chain_orders" USING btree ("buyer");--> statement-breakpoint
CREATE INDEX "club_chain_orders_block_idx" ON "club_chain_orders" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "dpine_sales_seller_idx" ON "dpine_sales" USING btree ("seller");--> statement-breakpoint
CREATE INDEX "dpine_sales_block_idx" ON "dpine_sales" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "trades_time_idx" ON "trades" USING btree ("chain_id","block_time");--> statement-breakpoint
CREATE INDEX "trades_block_idx" ON "trades" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "trades_trader_idx" ON "trades" USING btree ("trader","block_time");