-- Deposits from members' wallets through VitaDeposit, one row per Deposited log (modules/deposits/tables.ts).
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"depositor" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"member_id" bigint,
	"transfer_id" bigint,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('pending', 'credited', 'reversed', 'review')),
	CONSTRAINT "deposits_currency" CHECK ("deposits"."currency" in ('USDT', 'DPINE')),
	CONSTRAINT "deposits_credit" CHECK (("deposits"."status" = 'pending') = ("deposits"."transfer_id" is null))
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_log_key" ON "deposits" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "deposits_depositor_idx" ON "deposits" USING btree ("depositor","id");--> statement-breakpoint
CREATE INDEX "deposits_pending_idx" ON "deposits" USING btree ("chain_id","block_number") WHERE "deposits"."status" = 'pending';