-- Ledger history is append-only, enforced by the database as well as by the code: entries are never
-- updated or deleted, transfers are never deleted (only a pending transfer's status/resolved_at change).
CREATE FUNCTION ledger_refuse_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % is not allowed: the ledger is append-only', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_rewrite();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_delete BEFORE DELETE OR TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_rewrite();
