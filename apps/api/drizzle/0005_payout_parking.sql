ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_status";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "signed_at_block" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "parked_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "parked_evidence" jsonb;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'broadcast', 'parked', 'completed', 'failed'));