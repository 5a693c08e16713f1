-- The database enforces the ledger's references again with foreign keys (issue 31): entries to their
-- transfer and account, transfers to their accounts and to the transfer they reverse, a member's club
-- statement to the member. The statement triggers that checked them instead (0013, 0014, 0018) go.
-- A transfer's accounts and reversal, and an account's id, still never change (ledger_refuse_rewrite,
-- modules/ledger/sql).
ALTER TABLE "club_member_days" ADD CONSTRAINT "club_member_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_reverses_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("reverses_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
DROP TRIGGER "ledger_entries_references" ON "ledger_entries";--> statement-breakpoint
DROP FUNCTION "ledger_entries_check_references"();--> statement-breakpoint
DROP TRIGGER "ledger_transfers_accounts" ON "ledger_transfers";--> statement-breakpoint
DROP FUNCTION "ledger_transfers_check_accounts"();--> statement-breakpoint
DROP TRIGGER "ledger_transfers_reversals" ON "ledger_transfers";--> statement-breakpoint
DROP FUNCTION "ledger_transfers_check_reversals"();--> statement-breakpoint
DROP TRIGGER "club_member_days_members_on_insert" ON "club_member_days";--> statement-breakpoint
DROP TRIGGER "club_member_days_members_on_update" ON "club_member_days";--> statement-breakpoint
DROP FUNCTION "club_member_days_check_members"();--> statement-breakpoint
DROP TRIGGER "members_member_days_kept" ON "members";--> statement-breakpoint
DROP FUNCTION "members_check_member_days"();--> statement-breakpoint
DROP TRIGGER "members_fixed_id" ON "members";--> statement-breakpoint
DROP FUNCTION "members_refuse_id_change"();
