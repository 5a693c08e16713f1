-- Shopping cards wait for their order's finality and are revoked when a reorg removes the order
-- (issue 28): the order's 'reorged' status (not final: the same row becomes active again when its
-- transaction is mined again), a card's revocation mark, and each revocation with the member's parked
-- shortfall.
CREATE TABLE "club_card_revocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"card_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"revoked" numeric(78, 0) NOT NULL,
	"shortfall" numeric(78, 0) NOT NULL,
	"status" text NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"reinstated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_card_revocations_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "club_card_revocations_amounts" CHECK ("club_card_revocations"."revoked" >= 0 and "club_card_revocations"."shortfall" >= 0),
	CONSTRAINT "club_card_revocations_status" CHECK ("club_card_revocations"."status" in ('none', 'parked', 'collected', 'written_off', 'remined'))
);
--> statement-breakpoint
ALTER TABLE "club_orders" DROP CONSTRAINT "club_orders_status";--> statement-breakpoint
ALTER TABLE "club_cards" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_card_revocations" ADD CONSTRAINT "club_card_revocations_card_id_club_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."club_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_card_revocations" ADD CONSTRAINT "club_card_revocations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_card_revocations_open_unique" ON "club_card_revocations" USING btree ("card_id") WHERE "club_card_revocations"."reinstated_at" is null;--> statement-breakpoint
CREATE INDEX "club_card_revocations_status_idx" ON "club_card_revocations" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "club_orders" ADD CONSTRAINT "club_orders_status" CHECK ("club_orders"."status" in ('pending', 'pending_verification', 'active', 'completed', 'exited', 'reorged', 'failed', 'cancelled'));