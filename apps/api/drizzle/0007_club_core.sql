CREATE TABLE "club_card_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"ledger_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_card_movements_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "club_card_movements_amount_positive" CHECK ("club_card_movements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "club_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"number" text NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"secret_hash" text NOT NULL,
	"value" numeric(78, 0) NOT NULL,
	"remaining" numeric(78, 0) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_cards_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "club_cards_number_unique" UNIQUE("number"),
	CONSTRAINT "club_cards_order_unique" UNIQUE("order_id"),
	CONSTRAINT "club_cards_remaining" CHECK ("club_cards"."remaining" >= 0 and "club_cards"."remaining" <= "club_cards"."value")
);
--> statement-breakpoint
CREATE TABLE "club_invite_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"referrer_id" bigint NOT NULL,
	"invitee_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"ledger_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_invite_rewards_order_kind_unique" UNIQUE("order_id","kind")
);
--> statement-breakpoint
CREATE TABLE "club_member_days" (
	"day" date NOT NULL,
	"member_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"static_shares" numeric(78, 0) DEFAULT 0 NOT NULL,
	"static_weighted_shares" numeric(78, 0) DEFAULT 0 NOT NULL,
	"static_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"static_cap_left" numeric(78, 0) DEFAULT 0 NOT NULL,
	"dynamic_qualified" boolean DEFAULT false NOT NULL,
	"top_four" boolean DEFAULT false NOT NULL,
	"team_performance" numeric(78, 0) DEFAULT 0 NOT NULL,
	"dynamic_entitled" numeric(78, 0) DEFAULT 0 NOT NULL,
	"dynamic_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"dynamic_cap_left" numeric(78, 0) DEFAULT 0 NOT NULL,
	"invite_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	CONSTRAINT "club_member_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "club_member_stats" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"own_orders" integer DEFAULT 0 NOT NULL,
	"own_volume" numeric(78, 0) DEFAULT 0 NOT NULL,
	"team_performance" numeric(78, 0) DEFAULT 0 NOT NULL,
	"direct_count" integer DEFAULT 0 NOT NULL,
	"directs_with_order" integer DEFAULT 0 NOT NULL,
	"team_size" integer DEFAULT 0 NOT NULL,
	"best_level_in_subtree" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"shares" numeric(78, 0) NOT NULL,
	"request_key" text,
	"community_number" text,
	"tx_hash" text,
	"chain_id" integer,
	"log_index" integer,
	"block_number" bigint,
	"block_hash" text,
	"block_time" timestamp with time zone,
	"chain_order_id" numeric(78, 0),
	"chain_referrer" text,
	"dpine_returned" numeric(78, 0),
	"activation_day" date,
	"static_earned" numeric(78, 0) DEFAULT 0 NOT NULL,
	"dynamic_earned" numeric(78, 0) DEFAULT 0 NOT NULL,
	"invite_reward_to" bigint,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "club_orders_member_request_key_unique" UNIQUE("member_id","request_key"),
	CONSTRAINT "club_orders_chain_log_unique" UNIQUE("chain_id","tx_hash","log_index"),
	CONSTRAINT "club_orders_status" CHECK ("club_orders"."status" in ('pending', 'pending_verification', 'active', 'completed', 'exited', 'failed', 'cancelled')),
	CONSTRAINT "club_orders_amount_positive" CHECK ("club_orders"."amount" > 0),
	CONSTRAINT "club_orders_earned_nonnegative" CHECK ("club_orders"."static_earned" >= 0 and "club_orders"."dynamic_earned" >= 0)
);
--> statement-breakpoint
CREATE TABLE "club_rule_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_settlements" (
	"day" date PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"static_pool" numeric(78, 0) NOT NULL,
	"static_rate_bps" integer NOT NULL,
	"static_daily_amount" numeric(78, 0) NOT NULL,
	"static_total_shares" numeric(78, 0) NOT NULL,
	"static_total_weighted_shares" numeric(78, 0) NOT NULL,
	"static_paid" numeric(78, 0) NOT NULL,
	"dynamic_pool" numeric(78, 0) NOT NULL,
	"dynamic_rate_bps" integer NOT NULL,
	"dynamic_daily_amount" numeric(78, 0) NOT NULL,
	"top_four_allocation" numeric(78, 0) NOT NULL,
	"user_count_weight" numeric(78, 0) NOT NULL,
	"team_performance_weight" numeric(78, 0) NOT NULL,
	"qualified_user_count" integer NOT NULL,
	"total_team_performance" numeric(78, 0) NOT NULL,
	"dynamic_paid" numeric(78, 0) NOT NULL,
	"invite_rewards_granted" numeric(78, 0) NOT NULL,
	"invite_rewards_reversed" numeric(78, 0) NOT NULL,
	"fee_pool_after" numeric(78, 0) NOT NULL,
	"level_changes" integer NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_member_currency_unique";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "purpose" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_card_movements" ADD CONSTRAINT "club_card_movements_card_id_club_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."club_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_cards" ADD CONSTRAINT "club_cards_order_id_club_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."club_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_cards" ADD CONSTRAINT "club_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_invite_rewards" ADD CONSTRAINT "club_invite_rewards_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_invite_rewards" ADD CONSTRAINT "club_invite_rewards_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_invite_rewards" ADD CONSTRAINT "club_invite_rewards_order_id_club_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."club_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_member_days" ADD CONSTRAINT "club_member_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_member_stats" ADD CONSTRAINT "club_member_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_orders" ADD CONSTRAINT "club_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_orders" ADD CONSTRAINT "club_orders_invite_reward_to_members_id_fk" FOREIGN KEY ("invite_reward_to") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_card_movements_card_idx" ON "club_card_movements" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "club_cards_member_idx" ON "club_cards" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_invite_rewards_referrer_idx" ON "club_invite_rewards" USING btree ("referrer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_member_days_day_idx" ON "club_member_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "club_orders_member_idx" ON "club_orders" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_orders_status_idx" ON "club_orders" USING btree ("status","activation_day");--> statement-breakpoint
CREATE INDEX "club_orders_activation_day_idx" ON "club_orders" USING btree ("activation_day");--> statement-breakpoint
CREATE UNIQUE INDEX "club_orders_tx_hash_unique" ON "club_orders" USING btree (lower("tx_hash")) WHERE "club_orders"."tx_hash" is not null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_currency_purpose_unique" UNIQUE("member_id","currency","purpose");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_purpose" CHECK ("ledger_accounts"."purpose" in ('available', 'claimable'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_system_available" CHECK ("ledger_accounts"."kind" = 'member' or "ledger_accounts"."purpose" = 'available');