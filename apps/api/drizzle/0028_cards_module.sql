-- Shopping cards are their own module (modules/cards, issue 32): the club's three card tables move to it,
-- renamed with their sequences, keys, constraints and indexes; the data stays where it is (renames only).
-- For the previous version during a rolling deploy, the old names stay one release as plain views, applied
-- right after the migrations (modules/cards/sql/club_card*.sql; simple views are updatable: its inserts,
-- updates and row locks go through); the next migration drops them with their files.
ALTER TABLE "club_cards" RENAME TO "cards";--> statement-breakpoint
ALTER TABLE "club_card_movements" RENAME TO "card_movements";--> statement-breakpoint
ALTER TABLE "club_card_revocations" RENAME TO "card_revocations";--> statement-breakpoint
ALTER SEQUENCE "club_cards_id_seq" RENAME TO "cards_id_seq";--> statement-breakpoint
ALTER SEQUENCE "club_card_movements_id_seq" RENAME TO "card_movements_id_seq";--> statement-breakpoint
ALTER SEQUENCE "club_card_revocations_id_seq" RENAME TO "card_revocations_id_seq";--> statement-breakpoint
ALTER TABLE "cards" RENAME CONSTRAINT "club_cards_pkey" TO "cards_pkey";--> statement-breakpoint
ALTER TABLE "cards" RENAME CONSTRAINT "club_cards_uuid_unique" TO "cards_uuid_unique";--> statement-breakpoint
ALTER TABLE "cards" RENAME CONSTRAINT "club_cards_number_unique" TO "cards_number_unique";--> statement-breakpoint
ALTER TABLE "cards" RENAME CONSTRAINT "club_cards_order_unique" TO "cards_order_unique";--> statement-breakpoint
ALTER TABLE "cards" RENAME CONSTRAINT "club_cards_remaining" TO "cards_remaining";--> statement-breakpoint
ALTER TABLE "cards" RENAME CONSTRAINT "club_cards_order_id_club_orders_id_fk" TO "cards_order_id_club_orders_id_fk";--> statement-breakpoint
ALTER TABLE "cards" RENAME CONSTRAINT "club_cards_member_id_members_id_fk" TO "cards_member_id_members_id_fk";--> statement-breakpoint
ALTER INDEX "club_cards_member_idx" RENAME TO "cards_member_idx";--> statement-breakpoint
ALTER TABLE "card_movements" RENAME CONSTRAINT "club_card_movements_pkey" TO "card_movements_pkey";--> statement-breakpoint
ALTER TABLE "card_movements" RENAME CONSTRAINT "club_card_movements_idempotency_key_unique" TO "card_movements_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "card_movements" RENAME CONSTRAINT "club_card_movements_amount_positive" TO "card_movements_amount_positive";--> statement-breakpoint
ALTER TABLE "card_movements" RENAME CONSTRAINT "club_card_movements_card_id_club_cards_id_fk" TO "card_movements_card_id_cards_id_fk";--> statement-breakpoint
ALTER INDEX "club_card_movements_card_idx" RENAME TO "card_movements_card_idx";--> statement-breakpoint
ALTER TABLE "card_revocations" RENAME CONSTRAINT "club_card_revocations_pkey" TO "card_revocations_pkey";--> statement-breakpoint
ALTER TABLE "card_revocations" RENAME CONSTRAINT "club_card_revocations_uuid_unique" TO "card_revocations_uuid_unique";--> statement-breakpoint
ALTER TABLE "card_revocations" RENAME CONSTRAINT "club_card_revocations_amounts" TO "card_revocations_amounts";--> statement-breakpoint
ALTER TABLE "card_revocations" RENAME CONSTRAINT "club_card_revocations_status" TO "card_revocations_status";--> statement-breakpoint
ALTER TABLE "card_revocations" RENAME CONSTRAINT "club_card_revocations_card_id_club_cards_id_fk" TO "card_revocations_card_id_cards_id_fk";--> statement-breakpoint
ALTER TABLE "card_revocations" RENAME CONSTRAINT "club_card_revocations_member_id_members_id_fk" TO "card_revocations_member_id_members_id_fk";--> statement-breakpoint
ALTER INDEX "club_card_revocations_open_unique" RENAME TO "card_revocations_open_unique";--> statement-breakpoint
ALTER INDEX "club_card_revocations_status_idx" RENAME TO "card_revocations_status_idx";
