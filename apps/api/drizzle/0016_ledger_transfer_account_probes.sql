-- A transfer's two accounts checked as two anti-joins. With the two NOT EXISTS OR'ed (0013), PostgreSQL
-- could not turn them into joins and, when its estimates said so, hashed the whole accounts table twice
-- for every statement that inserted transfers (a shop payment batch read all 2,020 accounts twice; the
-- more members, the more it read). Each check now probes the primary key once per new transfer, whatever
-- the statistics say (without enable_seqscan = off, stale ones had it scan the accounts for each transfer).
CREATE OR REPLACE FUNCTION ledger_transfers_check_accounts() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off SET enable_seqscan = off AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_transfers n
        WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.debit_account_id))
      OR EXISTS (SELECT 1 FROM new_transfers n
        WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.credit_account_id)) THEN
    RAISE EXCEPTION 'ledger_transfers: an account refers to no ledger account' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
