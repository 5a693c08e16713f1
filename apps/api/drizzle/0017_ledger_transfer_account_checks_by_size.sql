-- 0016 made the check of a new transfer's accounts probe the accounts' keys whatever the statistics say.
-- Right for a payment or a batch, but a settlement day inserts ~850,000 transfers in one statement, where
-- 1.7M probes cost ~5 s more than 0013's plan (one hash of the accounts per side). Each size now has its
-- own statement, so each keeps its own cached plan: up to 10,000 new transfers the key probes (0016), more
-- than that 0013's statement, planned with sequential scans allowed.
CREATE OR REPLACE FUNCTION ledger_transfers_check_accounts() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off SET enable_seqscan = off AS $$
BEGIN
  IF (SELECT count(*) FROM new_transfers) <= 10000 THEN
    IF EXISTS (SELECT 1 FROM new_transfers n
          WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.debit_account_id))
        OR EXISTS (SELECT 1 FROM new_transfers n
          WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.credit_account_id)) THEN
      RAISE EXCEPTION 'ledger_transfers: an account refers to no ledger account' USING ERRCODE = 'foreign_key_violation';
    END IF;
  ELSE
    -- Restored when the function returns (the parameter is in its SET clause).
    PERFORM set_config('enable_seqscan', 'on', true);
    IF EXISTS (SELECT 1 FROM new_transfers n WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.debit_account_id)
        OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.credit_account_id)) THEN
      RAISE EXCEPTION 'ledger_transfers: an account refers to no ledger account' USING ERRCODE = 'foreign_key_violation';
    END IF;
  END IF;
  RETURN NULL;
END
$$;
