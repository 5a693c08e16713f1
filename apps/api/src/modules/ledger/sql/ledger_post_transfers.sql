-- Posts independent transfers in one statement (ledger/postTransferBatch.ts): each item decided on its
-- own in key order (created, existing, insufficient, same_account, missing_account), on values read
-- once: one lookup of all accounts, one locking read of their balances, one read of the keys that exist;
-- then one insert of the created transfers, one update per account (its net change) and one insert of
-- all entries, each entry with its running balance_after. A key inserted meanwhile by another
-- transaction fails the unique index and so the whole statement: nothing is written and the callers
-- post alone, where postTransfer answers the replay or the mismatch. An item whose key exists with
-- another request (ledger_request_hash) answers 'mismatch'.
DROP FUNCTION IF EXISTS ledger_post_transfers(text[], text[], text[], text[], numeric[], bigint[], text[],
  bigint[], text[], text[], text[], text[]);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_post_transfers(
  p_keys text[], p_currencies text[], p_types text[], p_amounts numeric[],
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
  debit_ids bigint[];
  credit_ids bigint[];
  -- The batch's accounts in id order (locked), with their balances as the batch moves them.
  v_accounts bigint[];
  v_balances numeric[];
  v_before numeric[];
  v_pending numeric[];
  v_allow_negative boolean[];
  v_order int[];
  v_outcomes text[];
  -- Each item's request hash (members' available accounts only: the batch posts no other).
  v_hashes text[];
  -- Item i's transfer: found by its key, or created (by item i, or by an earlier item with its key).
  v_transfers ledger_transfers[];
  v_created int[] := '{}';
  v_created_keys text[] := '{}';
  v_debit_after numeric[];
  v_credit_after numeric[];
  i int;
  d int;
  c int;
  t ledger_transfers;
  v_row record;
BEGIN
  IF n = 0 THEN
    RETURN;
  END IF;
  SELECT array_agg(ledger_request_hash('post', u.cur, u.typ, u.amount, u.dm, NULL, u.ds, u.cm, NULL, u.cs, u.rt,
      u.ri, u.memo) ORDER BY u.o)
    INTO v_hashes
    FROM unnest(p_currencies, p_types, p_amounts, p_debit_members, p_debit_systems, p_credit_members,
      p_credit_systems, p_reference_types, p_reference_ids, p_memos)
      WITH ORDINALITY AS u(cur, typ, amount, dm, ds, cm, cs, rt, ri, memo, o);
  SELECT array_agg(CASE WHEN u.dm IS NOT NULL
        THEN (SELECT a.id FROM ledger_accounts a WHERE a.member_id = u.dm AND a.currency = u.cur AND a.purpose = 'available')
        ELSE (SELECT a.id FROM ledger_accounts a WHERE a.system_code = u.ds AND a.currency = u.cur) END ORDER BY u.o),
      array_agg(CASE WHEN u.cm IS NOT NULL
        THEN (SELECT a.id FROM ledger_accounts a WHERE a.member_id = u.cm AND a.currency = u.cur AND a.purpose = 'available')
        ELSE (SELECT a.id FROM ledger_accounts a WHERE a.system_code = u.cs AND a.currency = u.cur) END ORDER BY u.o)
    INTO debit_ids, credit_ids
    FROM unnest(p_debit_members, p_debit_systems, p_credit_members, p_credit_systems, p_currencies)
      WITH ORDINALITY AS u(dm, ds, cm, cs, cur, o);

  -- Locked in ascending id order; the values are those of the locked (latest) row versions.
  SELECT coalesce(array_agg(a.id ORDER BY a.id), '{}'), coalesce(array_agg(a.balance ORDER BY a.id), '{}'),
      coalesce(array_agg(a.pending_debits ORDER BY a.id), '{}'),
      coalesce(array_agg(a.allow_negative ORDER BY a.id), '{}')
    INTO v_accounts, v_balances, v_pending, v_allow_negative
    FROM (SELECT a.id, a.balance, a.pending_debits, a.allow_negative FROM ledger_accounts a
          WHERE a.id IN (SELECT unnest(debit_ids) UNION SELECT unnest(credit_ids))
          ORDER BY a.id FOR NO KEY UPDATE OF a) a;
  v_before := v_balances;

  -- The keys that exist, read after the account locks (a transfer of these accounts committed while
  -- this batch waited is seen).
  v_transfers := array_fill(NULL::ledger_transfers, ARRAY[n]);
  FOR v_row IN SELECT k.o::int AS o, lt AS transfer FROM unnest(p_keys) WITH ORDINALITY AS k(key, o)
      JOIN ledger_transfers lt ON lt.idempotency_key = k.key LOOP
    v_transfers[v_row.o] := v_row.transfer;
  END LOOP;

  SELECT array_agg(k.o::int ORDER BY k.key, k.o) INTO v_order FROM unnest(p_keys) WITH ORDINALITY AS k(key, o);
  v_outcomes := array_fill(NULL::text, ARRAY[n]);
  v_debit_after := array_fill(NULL::numeric, ARRAY[n]);
  v_credit_after := array_fill(NULL::numeric, ARRAY[n]);
  FOREACH i IN ARRAY v_order LOOP
    IF debit_ids[i] IS NULL OR credit_ids[i] IS NULL THEN
      v_outcomes[i] := 'missing_account';
    ELSIF (v_transfers[i]).id IS NOT NULL OR p_keys[i] = ANY (v_created_keys) THEN
      v_outcomes[i] := 'existing';
    ELSIF debit_ids[i] = credit_ids[i] THEN
      v_outcomes[i] := 'same_account';
    ELSE
      d := array_position(v_accounts, debit_ids[i]);
      c := array_position(v_accounts, credit_ids[i]);
      IF NOT v_allow_negative[d] AND v_balances[d] - v_pending[d] < p_amounts[i] THEN
        v_outcomes[i] := 'insufficient';
      ELSE
        v_balances[d] := v_balances[d] - p_amounts[i];
        v_balances[c] := v_balances[c] + p_amounts[i];
        v_debit_after[i] := v_balances[d];
        v_credit_after[i] := v_balances[c];
        v_outcomes[i] := 'created';
        v_created := v_created || i;
        v_created_keys := v_created_keys || p_keys[i];
      END IF;
    END IF;
  END LOOP;

  IF cardinality(v_created) > 0 THEN
    -- In key order, as the single-transfer statements insert keys (no two batches wait on each other's
    -- keys in a cycle). No ON CONFLICT: a key committed meanwhile fails the batch (see above).
    FOR t IN INSERT INTO ledger_transfers AS lt (idempotency_key, request_hash, currency, type, status, amount,
          debit_account_id, credit_account_id, reference_type, reference_id, memo, resolved_at)
        SELECT p_keys[x.i], v_hashes[x.i], p_currencies[x.i], p_types[x.i], 'posted', p_amounts[x.i],
          debit_ids[x.i], credit_ids[x.i], p_reference_types[x.i], p_reference_ids[x.i], p_memos[x.i], now()
        FROM unnest(v_created) WITH ORDINALITY AS x(i, o) ORDER BY x.o
        RETURNING lt.* LOOP
      v_transfers[v_created[array_position(v_created_keys, t.idempotency_key)]] := t;
    END LOOP;
    UPDATE ledger_accounts a SET balance = a.balance + (x.after - x.before), updated_at = now()
      FROM unnest(v_accounts, v_balances, v_before) AS x(id, after, before)
      WHERE a.id = x.id AND x.after <> x.before;
    INSERT INTO ledger_entries (transfer_id, account_id, currency, type, amount, balance_after, created_at)
      SELECT (v_transfers[x.i]).id, e.account_id, p_currencies[x.i], p_types[x.i], e.amount, e.balance_after,
          (v_transfers[x.i]).resolved_at
        FROM unnest(v_created) WITH ORDINALITY AS x(i, o)
        CROSS JOIN LATERAL (VALUES (1, debit_ids[x.i], -p_amounts[x.i], v_debit_after[x.i]),
          (2, credit_ids[x.i], p_amounts[x.i], v_credit_after[x.i])) AS e(side, account_id, amount, balance_after)
        ORDER BY x.o, e.side;
  END IF;

  FOREACH i IN ARRAY v_order LOOP
    r_ord := i;
    r_outcome := v_outcomes[i];
    IF r_outcome = 'existing' AND (v_transfers[i]).id IS NULL THEN
      -- The key was created by an earlier item of this batch.
      t := v_transfers[v_created[array_position(v_created_keys, p_keys[i])]];
    ELSE
      t := v_transfers[i];
    END IF;
    IF r_outcome = 'existing' AND t.request_hash <> v_hashes[i] THEN
      r_outcome := 'mismatch';
    END IF;
    IF r_outcome IN ('created', 'existing', 'mismatch') THEN
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
