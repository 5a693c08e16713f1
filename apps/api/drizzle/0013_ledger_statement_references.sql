-- The ledger's references checked once per statement instead of once per row. A club day posts ~850,000
-- transfers with 1.7 million entries in a few set-based statements (ledger/postTransferSet.ts); the
-- foreign keys' row triggers (a lookup and a row lock each, four per transfer) cost about a third of
-- the day's settlement. The guarantees stay: every inserted transfer's two accounts and every inserted
-- entry's transfer and account exist (checked over the statement's new rows, in the same statement),
-- and nothing they point at can go away: transfers are never deleted (0001), accounts are never
-- deleted, and neither an account's nor a transfer's id, nor a transfer's accounts, ever change.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
-- Probing the primary keys row by row (in the order the rows came, so mostly neighbouring pages) stays
-- proportional to the statement; a hash join would read the whole, ever-growing table instead.
CREATE FUNCTION ledger_entries_check_references() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_entries n WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = n.transfer_id)) THEN
    RAISE EXCEPTION 'ledger_entries.transfer_id refers to no ledger transfer' USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM new_entries n WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.account_id)) THEN
    RAISE EXCEPTION 'ledger_entries.account_id refers to no ledger account' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_references AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_check_references();
--> statement-breakpoint
CREATE FUNCTION ledger_transfers_check_accounts() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_transfers n WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.debit_account_id)
      OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.credit_account_id)) THEN
    RAISE EXCEPTION 'ledger_transfers: an account refers to no ledger account' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_accounts AFTER INSERT ON ledger_transfers
  REFERENCING NEW TABLE AS new_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_check_accounts();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_fixed_references BEFORE UPDATE OF id, debit_account_id, credit_account_id
  ON ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_rewrite();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_kept BEFORE DELETE OR TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_rewrite();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_fixed_id BEFORE UPDATE OF id ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_rewrite();
