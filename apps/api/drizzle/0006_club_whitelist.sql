CREATE TABLE "club_whitelist" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"tx_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_whitelist" ADD CONSTRAINT "club_whitelist_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_whitelist_status_idx" ON "club_whitelist" USING btree ("status","attempts","member_id");--> statement-breakpoint
CREATE INDEX "club_whitelist_tx_hash_idx" ON "club_whitelist" USING btree ("tx_hash");