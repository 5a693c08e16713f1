-- Posts a batch of independent transfers in one call and one commit (see ledger/postTransferBatch.ts).
-- Item i is (p_keys[i], p_hashes[i], ...); an account side is a member id or a system code.
-- Each item has its own outcome, and a refused item changes nothing while the others go through:
--   created          posted now: transfer row, both balances, two entries
--   existing         the key exists already (replay, or the same key with other content: compare hashes)
--   insufficient     the debit account's available balance is below the amount
--   same_account     debit and credit are the same account
--   missing_account  an account does not exist yet (the caller creates it and posts that item alone)
-- Deadlock freedom: every account of the batch is locked first, in ascending id order (the order every
-- single-transfer statement uses too), and keys are inserted in ascending key order, so two batches
-- never wait on each other in a cycle. Refusals are decided before anything is written, so no
-- subtransactions are needed. The overdraft CHECK stays the last line of defence: if it ever fired, the
-- whole batch would roll back and the caller would post every item on its own.
CREATE FUNCTION ledger_post_transfers(
  p_keys text[], p_hashes text[], p_currencies text[], p_types text[], p_amounts numeric[],
  p_debit_members bigint[], p_debit_systems text[], p_credit_members bigint[], p_credit_systems text[],
  p_reference_types text[], p_reference_ids text[], p_memos text[]
) RETURNS TABLE (
  r_ord int, r_outcome text, r_id text, r_idempotency_key text, r_request_hash text, r_currency text,
  r_type text, r_status text, r_amount text, r_debit_account_id text, r_credit_account_id text,
  r_reference_type text, r_reference_id text, r_memo text, r_reverses_transfer_id text,
  r_created_at text, r_resolved_at text
) LANGUAGE plpgsql AS $$
DECLARE
  n int := coalesce(cardinality(p_keys), 0);
  debit_ids bigint[] := '{}';
  credit_ids bigint[] := '{}';
  i int;
  t ledger_transfers%ROWTYPE;
  v_available numeric;
  v_allow_negative boolean;
  v_debit_after numeric;
  v_credit_after numeric;
BEGIN
  FOR i IN 1..n LOOP
    debit_ids[i] := CASE WHEN p_debit_members[i] IS NOT NULL
      THEN (SELECT a.id FROM ledger_accounts a WHERE a.member_id = p_debit_members[i] AND a.currency = p_currencies[i])
      ELSE (SELECT a.id FROM ledger_accounts a WHERE a.system_code = p_debit_systems[i] AND a.currency = p_currencies[i])
    END;
    credit_ids[i] := CASE WHEN p_credit_members[i] IS NOT NULL
      THEN (SELECT a.id FROM ledger_accounts a WHERE a.member_id = p_credit_members[i] AND a.currency = p_currencies[i])
      ELSE (SELECT a.id FROM ledger_accounts a WHERE a.system_code = p_credit_systems[i] AND a.currency = p_currencies[i])
    END;
  END LOOP;

  PERFORM 1 FROM ledger_accounts a
    WHERE a.id IN (SELECT unnest(debit_ids) UNION SELECT unnest(credit_ids))
    ORDER BY a.id FOR NO KEY UPDATE OF a;

  FOR i IN SELECT k.o FROM unnest(p_keys) WITH ORDINALITY AS k(key, o) ORDER BY k.key, k.o LOOP
    r_ord := i;
    r_outcome := NULL;
    IF debit_ids[i] IS NULL OR credit_ids[i] IS NULL THEN
      r_outcome := 'missing_account';
    ELSE
      SELECT * INTO t FROM ledger_transfers lt WHERE lt.idempotency_key = p_keys[i];
      IF FOUND THEN
        r_outcome := 'existing';
      ELSIF debit_ids[i] = credit_ids[i] THEN
        r_outcome := 'same_account';
      ELSE
        SELECT a.balance - a.pending_debits, a.allow_negative INTO v_available, v_allow_negative
          FROM ledger_accounts a WHERE a.id = debit_ids[i];
        IF NOT v_allow_negative AND v_available < p_amounts[i] THEN
          r_outcome := 'insufficient';
        ELSE
          INSERT INTO ledger_transfers AS lt (idempotency_key, request_hash, currency, type, status, amount,
              debit_account_id, credit_account_id, reference_type, reference_id, memo, resolved_at)
            VALUES (p_keys[i], p_hashes[i], p_currencies[i], p_types[i], 'posted', p_amounts[i], debit_ids[i],
              credit_ids[i], p_reference_types[i], p_reference_ids[i], p_memos[i], now())
            ON CONFLICT (idempotency_key) DO NOTHING
            RETURNING * INTO t;
          IF NOT FOUND THEN
            -- Inserted meanwhile by a transaction that has committed since: that one is the effect.
            SELECT * INTO t FROM ledger_transfers lt WHERE lt.idempotency_key = p_keys[i];
            r_outcome := 'existing';
          ELSE
            UPDATE ledger_accounts a SET balance = a.balance - t.amount, updated_at = now()
              WHERE a.id = t.debit_account_id RETURNING a.balance INTO v_debit_after;
            UPDATE ledger_accounts a SET balance = a.balance + t.amount, updated_at = now()
              WHERE a.id = t.credit_account_id RETURNING a.balance INTO v_credit_after;
            INSERT INTO ledger_entries (transfer_id, account_id, currency, type, amount, balance_after, created_at)
              VALUES (t.id, t.debit_account_id, t.currency, t.type, -t.amount, v_debit_after, t.resolved_at),
                     (t.id, t.credit_account_id, t.currency, t.type, t.amount, v_credit_after, t.resolved_at);
            r_outcome := 'created';
          END IF;
        END IF;
      END IF;
    END IF;
    IF r_outcome IN ('created', 'existing') THEN
      r_id := t.id::text; r_idempotency_key := t.idempotency_key; r_request_hash := t.request_hash;
      r_currency := t.currency; r_type := t.type; r_status := t.status; r_amount := t.amount::text;
      r_debit_account_id := t.debit_account_id::text; r_credit_account_id := t.credit_account_id::text;
      r_reference_type := t.reference_type; r_reference_id := t.reference_id; r_memo := t.memo;
      r_reverses_transfer_id := t.reverses_transfer_id::text;
      r_created_at := to_json(t.created_at) #>> '{}'; r_resolved_at := to_json(t.resolved_at) #>> '{}';
    ELSE
      r_id := NULL; r_idempotency_key := NULL; r_request_hash := NULL; r_currency := NULL; r_type := NULL;
      r_status := NULL; r_amount := NULL; r_debit_account_id := NULL; r_credit_account_id := NULL;
      r_reference_type := NULL; r_reference_id := NULL; r_memo := NULL; r_reverses_transfer_id := NULL;
      r_created_at := NULL; r_resolved_at := NULL;
    END IF;
    RETURN NEXT;
  END LOOP;
END
$$;
