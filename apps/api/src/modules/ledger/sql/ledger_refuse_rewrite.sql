-- Ledger history is append-only, enforced by the database as well as by the code: entries are never
-- updated or deleted, transfers are never deleted (only a pending transfer's status/resolved_at change).
CREATE OR REPLACE FUNCTION ledger_refuse_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % is not allowed: the ledger is append-only', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_rewrite();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ledger_transfers_no_delete BEFORE DELETE OR TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_rewrite();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ledger_transfers_fixed_references BEFORE UPDATE OF id, debit_account_id, credit_account_id, reverses_transfer_id
  ON ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_rewrite();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ledger_accounts_kept BEFORE DELETE OR TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_rewrite();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ledger_accounts_fixed_id BEFORE UPDATE OF id ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_rewrite();
