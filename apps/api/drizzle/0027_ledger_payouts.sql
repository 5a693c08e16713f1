-- A payout (ledger/postPayout.ts, docs/adr/007-payouts.md): one transfer from a pool with a credit entry
-- per payee, its credit account null. Posted at once and never reversed. The version before never writes
-- one and reads a transfer's credit account only for transfers it posted itself.
ALTER TABLE "ledger_transfers" ALTER COLUMN "credit_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_payout" CHECK ("ledger_transfers"."credit_account_id" is not null or ("ledger_transfers"."status" = 'posted' and "ledger_transfers"."reverses_transfer_id" is null));--> statement-breakpoint
-- Unused since 0026's release (the catalogue's index reads its rows with catalogue/indexedRows.ts): kept
-- one release for the replicas of the version before, as promised in their files, which go with this.
DROP FUNCTION IF EXISTS "shop_products_from_index"(bigint[], xid8, xid8[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS "shop_products_from_index_since"(bigint[], xid[], xid8, xid8[]);
