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
      END IF;
    END IF;
  END LOOP;
  m := cardinality(v_of);
  IF m > 0 THEN
    FOR t IN SELECT * FROM ledger_post_transfers(l_keys,
        array_fill('USDT'::text, ARRAY[m]), array_fill('shopping_expense'::text, ARRAY[m]), l_amounts, l_members,
        array_fill(NULL::text, ARRAY[m]), array_fill(NULL::bigint, ARRAY[m]), array_fill('shop_revenue'::text, ARRAY[m]),
        array_fill('shop_order'::text, ARRAY[m]), l_order_nos, array_fill(NULL::text, ARRAY[m])) LOOP
      i := v_of[t.r_ord];
      IF t.r_outcome = 'mismatch' THEN
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
