-- ledger_post_transfers (0002, 0007) decided and wrote each item with its own statements: per transfer
-- two account lookups, a key lookup, a balance read, the transfer's insert, two account updates and the
-- entries' insert, each insert firing the statement-level reference checks (0013). Measured in the
-- shop's checkout (16 payments to shop_revenue per batch): ~0.27 ms of PostgreSQL CPU per transfer,
-- most of it walking shop_revenue's row versions (16 per batch, all in the page's HOT chain that every
-- lookup, update and reference check of the batch walks again). Same function, same outcomes, decided
-- the same way in key order, but on values read once: one lookup of all accounts, one locking read of
-- their balances, one read of the keys that exist; then one insert of the created transfers, one update
-- per account (its net change) and one insert of all entries, each entry with its running balance_after.
-- A key inserted meanwhile by another transaction (the old function answered it 'existing') now fails
-- the unique index and so the whole statement: nothing is written and the callers post alone (as for
-- any failed batch), where postTransfer answers the replay or the mismatch.
CREATE OR REPLACE FUNCTION ledger_post_transfers(
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
        SELECT p_keys[x.i], p_hashes[x.i], p_currencies[x.i], p_types[x.i], 'posted', p_amounts[x.i],
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
--> statement-breakpoint
-- Placing a batch (0012) in a few statements instead of several per order: the members, SKUs and
-- products locked and read once (a locked row is read in its latest version), the keys' earlier orders
-- and the addresses read in one statement each, every item decided in memory in the same order as
-- before, then the orders, their items and their first events inserted in one statement each. Same
-- outcomes; the same key twice in a batch: the second answers 'existing' with the first's order.
CREATE OR REPLACE FUNCTION shop_place_orders(
  p_members bigint[], p_keys text[], p_hashes text[], p_skus bigint[], p_quantities int[],
  p_addresses uuid[], p_methods text[], p_fees numeric[], p_pay_by timestamptz[], p_number_prefixes text[]
) RETURNS TABLE (r_ord int, r_outcome text, r_order jsonb, r_items jsonb) LANGUAGE plpgsql
  SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  n int := coalesce(cardinality(p_keys), 0);
  i int;
  k int;
  t record;
  -- The batch's SKUs (locked, id order) with the stock left as the items take it, and their products.
  v_sku_ids bigint[] := '{}';
  v_skus shop_skus[] := '{}';
  v_left int[] := '{}';
  v_taken int[] := '{}';
  v_product_ids bigint[] := '{}';
  v_listed boolean[] := '{}';
  v_product_uuids uuid[] := '{}';
  v_option_groups jsonb[] := '{}';
  v_product_names text[] := '{}';
  v_product_names_en text[] := '{}';
  v_images text[] := '{}';
  v_existing jsonb[];
  v_addresses jsonb[];
  v_outcomes text[];
  -- Item i's SKU and product (indexes into the arrays above); for an 'existing' of an earlier item of the
  -- batch, that item.
  v_k int[];
  v_p int[];
  v_first int[];
  v_created int[] := '{}';
  v_created_keys text[] := '{}';
  v_ids bigint[];
  v_orders jsonb[];
  v_items jsonb[];
BEGIN
  IF n = 0 THEN
    RETURN;
  END IF;
  -- The member's row serializes placings with one key: each statement below reads after the lock.
  PERFORM 1 FROM members m WHERE m.id = ANY (p_members) ORDER BY m.id FOR NO KEY UPDATE OF m;
  FOR t IN SELECT s.id, s AS sku FROM shop_skus s WHERE s.id = ANY (p_skus) ORDER BY s.id FOR NO KEY UPDATE OF s LOOP
    v_sku_ids := v_sku_ids || t.id;
    v_skus := v_skus || t.sku;
    v_left := v_left || (t.sku).stock;
    v_taken := v_taken || 0;
  END LOOP;
  FOR t IN SELECT p.id, p.listed, p.uuid, p.option_groups, p.name_zh, p.name_en, p.images ->> 0 AS image
      FROM shop_products p WHERE p.id IN (SELECT s.product_id FROM shop_skus s WHERE s.id = ANY (p_skus))
      ORDER BY p.id FOR NO KEY UPDATE OF p LOOP
    v_product_ids := v_product_ids || t.id;
    v_listed := v_listed || t.listed;
    v_product_uuids := v_product_uuids || t.uuid;
    v_option_groups := v_option_groups || t.option_groups;
    v_product_names := v_product_names || t.name_zh;
    v_product_names_en := v_product_names_en || t.name_en;
    v_images := v_images || t.image;
  END LOOP;
  v_existing := array_fill(NULL::jsonb, ARRAY[n]);
  FOR t IN SELECT u.o::int AS o, shop_order_json(so) AS json
      FROM unnest(p_members, p_keys) WITH ORDINALITY AS u(member, key, o)
      JOIN shop_orders so ON so.member_id = u.member AND so.request_key = u.key LOOP
    v_existing[t.o] := t.json;
  END LOOP;
  v_addresses := array_fill(NULL::jsonb, ARRAY[n]);
  FOR t IN SELECT u.o::int AS o, jsonb_build_object('name', a.name, 'tel', a.tel, 'province', a.province,
        'city', a.city, 'county', a.county, 'areaCode', a.area_code, 'detail', a.detail) AS address
      FROM unnest(p_addresses, p_members) WITH ORDINALITY AS u(uuid, member, o)
      JOIN delivery_addresses a ON a.uuid = u.uuid AND a.member_id = u.member AND a.deleted_at IS NULL LOOP
    v_addresses[t.o] := t.address;
  END LOOP;

  v_outcomes := array_fill(NULL::text, ARRAY[n]);
  v_k := array_fill(NULL::int, ARRAY[n]);
  v_p := array_fill(NULL::int, ARRAY[n]);
  v_first := array_fill(NULL::int, ARRAY[n]);
  FOR i IN 1..n LOOP
    v_first[i] := i;
    k := array_position(v_sku_ids, p_skus[i]);
    IF v_existing[i] IS NOT NULL THEN
      v_outcomes[i] := 'existing';
    ELSIF (p_members[i] || ':' || p_keys[i]) = ANY (v_created_keys) THEN
      v_outcomes[i] := 'existing';
      v_first[i] := v_created[array_position(v_created_keys, p_members[i] || ':' || p_keys[i])];
    ELSIF v_addresses[i] IS NULL OR k IS NULL THEN
      v_outcomes[i] := 'not_found';
    ELSE
      v_p[i] := array_position(v_product_ids, (v_skus[k]).product_id);
      IF NOT v_listed[v_p[i]] THEN
        v_outcomes[i] := 'unavailable';
      ELSIF v_left[k] < p_quantities[i] THEN
        v_outcomes[i] := 'out_of_stock';
      ELSE
        v_left[k] := v_left[k] - p_quantities[i];
        v_taken[k] := v_taken[k] + p_quantities[i];
        v_k[i] := k;
        v_outcomes[i] := 'created';
        v_created := v_created || i;
        v_created_keys := v_created_keys || (p_members[i] || ':' || p_keys[i]);
      END IF;
    END IF;
  END LOOP;

  v_orders := array_fill(NULL::jsonb, ARRAY[n]);
  v_items := array_fill(NULL::jsonb, ARRAY[n]);
  IF cardinality(v_created) > 0 THEN
    SELECT array_agg(nextval(pg_get_serial_sequence('shop_orders', 'id')) ORDER BY x.o) INTO v_ids
      FROM unnest(v_created) WITH ORDINALITY AS x(i, o);
    FOR t IN INSERT INTO shop_orders AS so (id, order_no, member_id, status, items_total, shipping_fee, discount,
          total, delivery_method, address, request_key, request_hash, pay_by)
        SELECT x.id, p_number_prefixes[x.i] || repeat('0', greatest(8 - length(x.id::text), 0)) || x.id::text,
          p_members[x.i], 'pending_payment', x.items_total, p_fees[x.i], 0, x.items_total + p_fees[x.i],
          p_methods[x.i], v_addresses[x.i], p_keys[x.i], p_hashes[x.i], p_pay_by[x.i]
        FROM (SELECT x.i, x.id, x.o, (v_skus[v_k[x.i]]).price * p_quantities[x.i] AS items_total
              FROM unnest(v_created, v_ids) WITH ORDINALITY AS x(i, id, o)) x
        ORDER BY x.o
        RETURNING so.id, shop_order_json(so) AS json LOOP
      v_orders[v_created[array_position(v_ids, t.id)]] := t.json;
    END LOOP;
    FOR t IN INSERT INTO shop_order_items AS oi (order_id, product_id, sku_id, sku_code, name_zh, name_en,
          options, image, unit_price, quantity)
        SELECT x.id, v_product_ids[v_p[x.i]], (v_skus[v_k[x.i]]).id, (v_skus[v_k[x.i]]).code,
          v_product_names[v_p[x.i]], v_product_names_en[v_p[x.i]], (v_skus[v_k[x.i]]).options, v_images[v_p[x.i]],
          (v_skus[v_k[x.i]]).price, p_quantities[x.i]
        FROM unnest(v_created, v_ids) WITH ORDINALITY AS x(i, id, o)
        ORDER BY x.o
        RETURNING oi.order_id, to_jsonb(oi) || jsonb_build_object('unit_price', oi.unit_price::text) AS json LOOP
      i := v_created[array_position(v_ids, t.order_id)];
      v_items[i] := jsonb_build_array(t.json || jsonb_build_object('product', jsonb_build_object(
        'uuid', v_product_uuids[v_p[i]], 'option_groups', v_option_groups[v_p[i]])));
    END LOOP;
    INSERT INTO shop_order_events (order_id, from_status, to_status, actor)
      SELECT x.id, NULL, 'pending_payment', 'member' FROM unnest(v_ids) WITH ORDINALITY AS x(id, o) ORDER BY x.o;
    -- The CHECK (stock >= 0) stands behind the counting above.
    UPDATE shop_skus s SET stock = s.stock - x.taken, updated_at = now()
      FROM unnest(v_sku_ids, v_taken) AS x(id, taken)
      WHERE s.id = x.id AND x.taken > 0;
    -- The products' stock (their SKUs' sum): one update per product for the whole batch.
    UPDATE shop_products p SET stock = greatest(p.stock - x.quantity, 0), updated_at = now()
      FROM (SELECT (v_skus[v_k[c.i]]).product_id AS product_id, sum(p_quantities[c.i])::int AS quantity
            FROM unnest(v_created) AS c(i) GROUP BY 1) x
      WHERE p.id = x.product_id;
  END IF;

  FOR i IN 1..n LOOP
    r_ord := i;
    r_outcome := v_outcomes[i];
    r_order := CASE WHEN r_outcome = 'existing' AND v_first[i] <> i THEN v_orders[v_first[i]]
      WHEN r_outcome = 'existing' THEN v_existing[i] ELSE v_orders[i] END;
    r_items := v_items[i];
    RETURN NEXT;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Paying a batch (0012) in a few statements instead of several per order. Same outcomes, decided in the
-- same order; the orders are locked and read in one statement (a locked row is read in its latest
-- version), then updated, given their events and their items' pending sales in one statement each, and
-- the items answered from one read. The same order twice in a batch: the first item decides it, the
-- second answers 'settled' if the first paid, else the first's outcome.
-- Each statement reaches the rows by key. The plans are cached per connection from the first calls, when
-- the tables may be small: a generic plan made then (a hash join over a sequential scan of shop_orders or
-- shop_order_items) stayed for the connection's life while the tables grew, and was most of the
-- payments' cost after 10,000 orders. So these functions never plan a scan of a whole table or a hash or
-- merge join (the batch's rows are always few).
CREATE OR REPLACE FUNCTION shop_pay_orders(
  p_members bigint[], p_order_nos text[], p_pay_keys text[], p_pay_hashes text[], p_now timestamptz[],
  p_paid_status text
) RETURNS TABLE (r_ord int, r_outcome text, r_order jsonb, r_items jsonb) LANGUAGE plpgsql
  SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  n int := coalesce(cardinality(p_order_nos), 0);
  i int;
  o shop_orders;
  t record;
  v_orders shop_orders[];
  v_outcomes text[];
  -- Item i repeats the order of item v_first[i] (itself when first).
  v_first int[];
  v_order_ids bigint[] := '{}';
  v_items jsonb[];
  -- The items that pay (the first of each order), and the ledger batch: its item j pays item v_of[j].
  v_candidates int[] := '{}';
  v_of int[] := '{}';
  l_keys text[] := '{}';
  l_hashes text[] := '{}';
  l_amounts numeric[] := '{}';
  l_members bigint[] := '{}';
  l_order_nos text[] := '{}';
  m int;
  v_paying int[] := '{}';
  v_paying_ids bigint[] := '{}';
BEGIN
  IF n = 0 THEN
    RETURN;
  END IF;
  v_orders := array_fill(NULL::shop_orders, ARRAY[n]);
  v_outcomes := array_fill(NULL::text, ARRAY[n]);
  v_first := array_fill(NULL::int, ARRAY[n]);
  v_items := array_fill(NULL::jsonb, ARRAY[n]);
  FOR t IN SELECT u.o::int AS o, so AS locked FROM unnest(p_order_nos, p_members) WITH ORDINALITY AS u(no, member, o)
      JOIN shop_orders so ON so.order_no = u.no AND so.member_id = u.member
      ORDER BY so.id FOR UPDATE OF so LOOP
    v_orders[t.o] := t.locked;
  END LOOP;
  FOR i IN 1..n LOOP
    o := v_orders[i];
    v_first[i] := i;
    IF o.id IS NULL THEN
      v_outcomes[i] := 'not_found';
    ELSIF o.status <> 'pending_payment' THEN
      v_outcomes[i] := 'settled';
    ELSIF p_now[i] >= o.pay_by THEN
      v_outcomes[i] := 'expired';
    ELSIF o.id = ANY (v_order_ids) THEN
      v_first[i] := v_candidates[array_position(v_order_ids, o.id)];
    ELSE
      v_outcomes[i] := 'paid';
      v_order_ids := v_order_ids || o.id;
      v_candidates := v_candidates || i;
      IF o.total > 0 THEN
        v_of := v_of || i;
        l_keys := l_keys || ('shop:' || o.order_no || ':pay');
        l_amounts := l_amounts || o.total;
        l_members := l_members || o.member_id;
        l_order_nos := l_order_nos || o.order_no;
        -- requestHash('post', [currency, type, amount, from, to, reference type, reference id, memo]).
        l_hashes := l_hashes || encode(sha256(convert_to('["post","USDT","shopping_expense",'
          || to_json(o.total::text)::text || ',' || to_json('member:' || o.member_id)::text
          || ',"system:shop_revenue","shop_order",' || to_json(o.order_no)::text || ',null]', 'UTF8')), 'hex');
      END IF;
    END IF;
  END LOOP;
  m := cardinality(v_of);
  IF m > 0 THEN
    FOR t IN SELECT * FROM ledger_post_transfers(l_keys, l_hashes,
        array_fill('USDT'::text, ARRAY[m]), array_fill('shopping_expense'::text, ARRAY[m]), l_amounts, l_members,
        array_fill(NULL::text, ARRAY[m]), array_fill(NULL::bigint, ARRAY[m]), array_fill('shop_revenue'::text, ARRAY[m]),
        array_fill('shop_order'::text, ARRAY[m]), l_order_nos, array_fill(NULL::text, ARRAY[m])) LOOP
      i := v_of[t.r_ord];
      IF t.r_outcome = 'existing' AND t.r_request_hash <> l_hashes[t.r_ord] THEN
        v_outcomes[i] := 'conflict';
      ELSIF t.r_outcome = 'insufficient' THEN
        v_outcomes[i] := 'insufficient';
      ELSIF t.r_outcome NOT IN ('created', 'existing') THEN
        v_outcomes[i] := 'alone';
      END IF;
    END LOOP;
  END IF;
  FOREACH i IN ARRAY v_candidates LOOP
    IF v_outcomes[i] = 'paid' THEN
      v_paying := v_paying || i;
      v_paying_ids := v_paying_ids || (v_orders[i]).id;
    END IF;
  END LOOP;

  IF cardinality(v_paying) > 0 THEN
    FOR t IN UPDATE shop_orders so SET status = p_paid_status, paid_at = p_now[x.i], card_amount = 0,
          balance_amount = so.total, card_id = NULL, pay_request_key = p_pay_keys[x.i],
          pay_request_hash = p_pay_hashes[x.i], updated_at = now()
        FROM unnest(v_paying, v_paying_ids) AS x(i, id)
        WHERE so.id = x.id AND so.status = 'pending_payment'
        RETURNING x.i AS i, so AS paid LOOP
      v_orders[t.i] := t.paid;
    END LOOP;
    INSERT INTO shop_order_events (order_id, from_status, to_status, actor)
      SELECT x.id, 'pending_payment', p_paid_status, 'member' FROM unnest(v_paying_ids) WITH ORDINALITY AS x(id, o)
      ORDER BY x.o;
    INSERT INTO shop_sales_pending (sku_id, product_id, quantity)
      SELECT oi.sku_id, oi.product_id, oi.quantity FROM unnest(v_paying_ids) AS x(id)
      JOIN shop_order_items oi ON oi.order_id = x.id;
    FOR t IN SELECT x.i, (SELECT coalesce(jsonb_agg(to_jsonb(oi) || jsonb_build_object('unit_price', oi.unit_price::text,
            'product', CASE WHEN p.id IS NULL THEN NULL
              ELSE jsonb_build_object('uuid', p.uuid, 'option_groups', p.option_groups) END) ORDER BY oi.id), '[]')
          FROM shop_order_items oi LEFT JOIN shop_products p ON p.id = oi.product_id
          WHERE oi.order_id = x.id) AS items
        FROM unnest(v_paying, v_paying_ids) AS x(i, id) LOOP
      v_items[t.i] := t.items;
    END LOOP;
  END IF;

  FOR i IN 1..n LOOP
    r_ord := i;
    IF v_first[i] <> i THEN
      r_outcome := CASE WHEN v_outcomes[v_first[i]] = 'paid' THEN 'settled' ELSE v_outcomes[v_first[i]] END;
      o := v_orders[v_first[i]];
    ELSE
      r_outcome := v_outcomes[i];
      o := v_orders[i];
    END IF;
    r_order := CASE WHEN r_outcome IN ('paid', 'settled') THEN shop_order_json(o) END;
    r_items := CASE WHEN r_outcome = 'paid' THEN v_items[i] END;
    RETURN NEXT;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Paying reads its items' answer in its own statement now.
DROP FUNCTION shop_order_items_json(bigint);
