CREATE TABLE "login_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"message" text NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"consumed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone
);
--> statement-breakpoint
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
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"system_code" text,
	"currency" text NOT NULL,
	"balance" numeric(78, 0) DEFAULT 0 NOT NULL,
	"pending_debits" numeric(78, 0) DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_member_currency_unique" UNIQUE("member_id","currency"),
	CONSTRAINT "ledger_accounts_system_currency_unique" UNIQUE("system_code","currency"),
	CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."kind" = 'member' and "ledger_accounts"."member_id" is not null and "ledger_accounts"."system_code" is null and not "ledger_accounts"."allow_negative") or ("ledger_accounts"."kind" = 'system' and "ledger_accounts"."system_code" is not null and "ledger_accounts"."member_id" is null)),
	CONSTRAINT "ledger_accounts_currency" CHECK ("ledger_accounts"."currency" in ('USDT', 'DPINE')),
	CONSTRAINT "ledger_accounts_pending_nonnegative" CHECK ("ledger_accounts"."pending_debits" >= 0),
	CONSTRAINT "ledger_accounts_no_overdraft" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" - "ledger_accounts"."pending_debits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"balance_after" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"memo" text,
	"reverses_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_distinct_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_currency" CHECK ("ledger_transfers"."currency" in ('USDT', 'DPINE')),
	CONSTRAINT "ledger_transfers_type" CHECK ("ledger_transfers"."type" in ('income', 'expense', 'invite_reward', 'team_dividend', 'static_earnings', 'shopping_expense', 'service_fee', 'transfer', 'withdraw')),
	CONSTRAINT "ledger_transfers_status" CHECK ("ledger_transfers"."status" in ('pending', 'posted', 'voided'))
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
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"address" text NOT NULL,
	"community_number" text NOT NULL,
	"invite_code" text NOT NULL,
	"referrer_id" bigint,
	"path" text COLLATE "C" NOT NULL,
	"depth" integer NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "members_address_unique" UNIQUE("address"),
	CONSTRAINT "members_community_number_unique" UNIQUE("community_number"),
	CONSTRAINT "members_invite_code_unique" UNIQUE("invite_code")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_nonces" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"next_nonce" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_nonces_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "withdraw_rules" (
	"currency" text PRIMARY KEY NOT NULL,
	"minimum" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"expected_arrival_minutes" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_rules_amounts" CHECK ("withdraw_rules"."minimum" >= 0 and "withdraw_rules"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"net_amount" numeric(78, 0) NOT NULL,
	"address" text NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"reserve_transfer_id" bigint,
	"chain_id" integer,
	"hot_wallet" text,
	"nonce" bigint,
	"raw_tx" text,
	"tx_hash" text,
	"failure_reason" text,
	"broadcast_attempts" integer DEFAULT 0 NOT NULL,
	"last_broadcast_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'broadcast', 'completed', 'failed')),
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0 and "withdrawals"."net_amount" > 0 and "withdrawals"."amount" = "withdrawals"."fee" + "withdrawals"."net_amount"),
	CONSTRAINT "withdrawals_signed" CHECK ("withdrawals"."status" = 'pending' or "withdrawals"."status" = 'failed' or ("withdrawals"."raw_tx" is not null and "withdrawals"."tx_hash" is not null))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_reverses_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("reverses_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_nonces_expires_idx" ON "login_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "indexer_applied_logs_block_idx" ON "indexer_applied_logs" USING btree ("chain_id","stream","block_number");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_account_type_idx" ON "ledger_entries" USING btree ("account_id","type","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_reverses_unique" ON "ledger_transfers" USING btree ("reverses_transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference_idx" ON "ledger_transfers" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "club_chain_orders_status_idx" ON "club_chain_orders" USING btree ("status","block_number");--> statement-breakpoint
CREATE INDEX "club_chain_orders_buyer_idx" ON "club_chain_orders" USING btree ("buyer");--> statement-breakpoint
CREATE INDEX "club_chain_orders_block_idx" ON "club_chain_orders" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "dpine_sales_seller_idx" ON "dpine_sales" USING btree ("seller");--> statement-breakpoint
CREATE INDEX "dpine_sales_block_idx" ON "dpine_sales" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "trades_time_idx" ON "trades" USING btree ("chain_id","block_time");--> statement-breakpoint
CREATE INDEX "trades_block_idx" ON "trades" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "trades_trader_idx" ON "trades" USING btree ("trader","block_time");--> statement-breakpoint
CREATE INDEX "members_path_idx" ON "members" USING btree ("path");--> statement-breakpoint
CREATE INDEX "members_referrer_idx" ON "members" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operator_actions_created_idx" ON "operator_actions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_idempotency_key_unique" ON "withdrawals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_tx_hash_unique" ON "withdrawals" USING btree ("tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_nonce_unique" ON "withdrawals" USING btree ("chain_id","hot_wallet","nonce");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("status","created_at") WHERE "withdrawals"."status" in ('pending', 'broadcast');