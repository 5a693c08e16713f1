CREATE TABLE "club_node_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"node_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"from_type" text,
	"from_level" text,
	"to_type" text NOT NULL,
	"to_level" text NOT NULL,
	"stake_delta" numeric(78, 0) NOT NULL,
	"request_key" text,
	"request_hash" text,
	"ledger_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_node_changes_member_request_key_unique" UNIQUE("member_id","request_key")
);
--> statement-breakpoint
CREATE TABLE "club_node_days" (
	"day" date NOT NULL,
	"node_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"level" text NOT NULL,
	"active" boolean NOT NULL,
	"reason" text,
	"weight" integer NOT NULL,
	"entitled" numeric(78, 0) DEFAULT 0 NOT NULL,
	"amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"capped" boolean DEFAULT false NOT NULL,
	CONSTRAINT "club_node_days_node_id_day_pk" PRIMARY KEY("node_id","day"),
	CONSTRAINT "club_node_days_reason" CHECK ("club_node_days"."reason" is null or "club_node_days"."reason" in ('closing', 'memberLevel', 'stake'))
);
--> statement-breakpoint
CREATE TABLE "club_node_places" (
	"type" text NOT NULL,
	"level" text NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "club_node_places_type_level_pk" PRIMARY KEY("type","level"),
	CONSTRAINT "club_node_places_taken" CHECK ("club_node_places"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "club_nodes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"level" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"stake" numeric(78, 0) NOT NULL,
	"opened_day" date NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closing_at" timestamp with time zone,
	"release_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_nodes_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "club_nodes_type" CHECK ("club_nodes"."type" in ('normal', 'super')),
	CONSTRAINT "club_nodes_level" CHECK ("club_nodes"."level" in ('bronze', 'silver', 'gold', 'platinum', 'diamond')),
	CONSTRAINT "club_nodes_status" CHECK ("club_nodes"."status" in ('open', 'closing', 'closed')),
	CONSTRAINT "club_nodes_stake_positive" CHECK ("club_nodes"."stake" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_purpose";--> statement-breakpoint
ALTER TABLE "club_orders" ADD COLUMN "node_inflow_day" date;--> statement-breakpoint
ALTER TABLE "club_settlements" ADD COLUMN "node_fee_inflow" numeric(78, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settlements" ADD COLUMN "node_reward_amount" numeric(78, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settlements" ADD COLUMN "node_reward_paid" numeric(78, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settlements" ADD COLUMN "active_nodes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_node_changes" ADD CONSTRAINT "club_node_changes_node_id_club_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."club_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_node_changes" ADD CONSTRAINT "club_node_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_node_days" ADD CONSTRAINT "club_node_days_node_id_club_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."club_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_node_days" ADD CONSTRAINT "club_node_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_nodes" ADD CONSTRAINT "club_nodes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_node_changes_node_idx" ON "club_node_changes" USING btree ("node_id","id");--> statement-breakpoint
CREATE INDEX "club_node_days_day_idx" ON "club_node_days" USING btree ("day","type","level");--> statement-breakpoint
CREATE UNIQUE INDEX "club_nodes_one_open_per_member" ON "club_nodes" USING btree ("member_id") WHERE "club_nodes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "club_nodes_member_idx" ON "club_nodes" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_nodes_tier_idx" ON "club_nodes" USING btree ("type","level","status");--> statement-breakpoint
CREATE INDEX "club_nodes_release_idx" ON "club_nodes" USING btree ("release_at") WHERE "club_nodes"."status" = 'closing';--> statement-breakpoint
CREATE INDEX "club_orders_node_inflow_idx" ON "club_orders" USING btree ("activation_day") WHERE "club_orders"."node_inflow_day" is null and "club_orders"."activation_day" is not null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_purpose" CHECK ("ledger_accounts"."purpose" in ('available', 'claimable', 'staked'));--> statement-breakpoint
-- Orders of days already settled are not the fee pool's inflow of any later day (club-rules §7): mark
-- them counted by their activation day. Orders of days not settled yet count in the next settlement.
UPDATE "club_orders" SET "node_inflow_day" = "activation_day"
WHERE "activation_day" IS NOT NULL AND "activation_day" <= (SELECT max("day") FROM "club_settlements");
