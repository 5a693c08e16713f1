-- Who may sell DPINE, kept on chain by the operator-key job (modules/club/tables.ts clubSellPermissions).
CREATE TABLE "club_sell_permissions" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"desired" boolean NOT NULL,
	"source" text DEFAULT 'rule' NOT NULL,
	"operator_reason" text,
	"on_chain" boolean,
	"status" text DEFAULT 'queued' NOT NULL,
	"tx_hash" text,
	"sent_value" boolean,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_sell_permissions" ADD CONSTRAINT "club_sell_permissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_sell_permissions_status_idx" ON "club_sell_permissions" USING btree ("status","desired","attempts","member_id");--> statement-breakpoint
CREATE INDEX "club_sell_permissions_tx_hash_idx" ON "club_sell_permissions" USING btree ("tx_hash");