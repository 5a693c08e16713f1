-- The checks of a statement's new ledger rows (0013, 0016, 0017) for a settlement day's 1.7 million entries
-- and ~850,000 transfers at 1,000,000 members, where probing a primary key per row cost 1.2-1.7 s per check:
-- * An entry's transfer: when the statement's transfer ids span no more ids than it has entries and every
--   id of that span is a transfer (one count over the span of the primary key, the rows lying side by side),
--   each of them exists (0.3 s). A sparse span (entries of transfers far apart, ids another transaction
--   took or that were rolled back) falls back to the key probes.
-- * An entry's or a transfer's account, above 10,000 rows (0017's size): a hash anti-join over the
--   accounts, which reads them once (as many as there are members, not ever-growing like the entries)
--   instead of one probe per row (an entry's, 1.7 s before) or one hashed-subplan lookup per side (a
--   transfer's, 0017's plan, 2.2 s before, 0.9 s now). Counted rather than EXISTS: an EXISTS is planned for
--   its first row, which is the probes again. Up to 10,000 rows the probes of 0016 stay.
CREATE OR REPLACE FUNCTION ledger_entries_check_references() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off SET enable_indexonlyscan = on SET enable_indexscan = on
  SET enable_bitmapscan = on SET work_mem = '64MB' AS $$
DECLARE
  first_transfer bigint;
  last_transfer bigint;
  entries bigint;
BEGIN
  SELECT min(transfer_id), max(transfer_id), count(*) INTO first_transfer, last_transfer, entries FROM new_entries;
  IF entries = 0 THEN
    RETURN NULL;
  END IF;
  IF NOT (last_transfer - first_transfer < entries
      AND (SELECT count(*) FROM ledger_transfers t WHERE t.id BETWEEN first_transfer AND last_transfer)
        = last_transfer - first_transfer + 1) THEN
    IF EXISTS (SELECT 1 FROM new_entries n WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = n.transfer_id)) THEN
      RAISE EXCEPTION 'ledger_entries.transfer_id refers to no ledger transfer' USING ERRCODE = 'foreign_key_violation';
    END IF;
  END IF;
  IF entries <= 10000 THEN
    IF EXISTS (SELECT 1 FROM new_entries n WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.account_id)) THEN
      RAISE EXCEPTION 'ledger_entries.account_id refers to no ledger account' USING ERRCODE = 'foreign_key_violation';
    END IF;
  ELSE
    -- Restored when the function returns (the parameters are in its SET clause). Counted, not EXISTS: an
    -- EXISTS is planned for its first row, and that plan is the per-row probes whatever the join allowed.
    -- The accounts are read in one sequential pass: the ledger has just updated their balances, so an
    -- index-only scan of their key would visit nearly every heap page anyway, one row at a time.
    PERFORM set_config('enable_hashjoin', 'on', true);
    PERFORM set_config('enable_indexonlyscan', 'off', true);
    PERFORM set_config('enable_indexscan', 'off', true);
    PERFORM set_config('enable_bitmapscan', 'off', true);
    IF (SELECT count(*) FROM new_entries n
        WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.account_id)) > 0 THEN
      RAISE EXCEPTION 'ledger_entries.account_id refers to no ledger account' USING ERRCODE = 'foreign_key_violation';
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_transfers_check_accounts() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off SET enable_seqscan = off SET work_mem = '64MB' AS $$
BEGIN
  IF (SELECT count(*) FROM new_transfers) <= 10000 THEN
    IF EXISTS (SELECT 1 FROM new_transfers n
          WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.debit_account_id))
        OR EXISTS (SELECT 1 FROM new_transfers n
          WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.credit_account_id)) THEN
      RAISE EXCEPTION 'ledger_transfers: an account refers to no ledger account' USING ERRCODE = 'foreign_key_violation';
    END IF;
  ELSE
    -- Restored when the function returns (the parameters are in its SET clause). Counted, as above.
    PERFORM set_config('enable_seqscan', 'on', true);
    PERFORM set_config('enable_hashjoin', 'on', true);
    IF (SELECT count(*) FROM new_transfers n
          WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.debit_account_id))
        + (SELECT count(*) FROM new_transfers n
          WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.credit_account_id)) > 0 THEN
      RAISE EXCEPTION 'ledger_transfers: an account refers to no ledger account' USING ERRCODE = 'foreign_key_violation';
    END IF;
  END IF;
  RETURN NULL;
END
$$;
