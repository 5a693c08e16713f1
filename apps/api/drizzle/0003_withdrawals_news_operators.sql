CREATE TABLE "operator_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE INDEX "operator_actions_created_idx" ON "operator_actions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_idempotency_key_unique" ON "withdrawals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_tx_hash_unique" ON "withdrawals" USING btree ("tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_nonce_unique" ON "withdrawals" USING btree ("chain_id","hot_wallet","nonce");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("status","created_at") WHERE "withdrawals"."status" in ('pending', 'broadcast');