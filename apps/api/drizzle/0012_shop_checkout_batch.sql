-- Marketplace checkout in batches (shop/orders/checkoutBatches.ts): buy-now orders placed, and orders
-- paid from the balance, at the same time share one statement and one commit, each item with its own
-- outcome; a refused item changes nothing while the others go through. Refusals are decided before an
-- item writes anything, so no subtransactions are needed; if the statement fails as a whole, nothing of
-- it was committed and every caller takes the single-order transaction path.
-- Locks, in the order every checkout path takes them (so batches and single orders never wait on each
-- other in a cycle): members (placing) or orders (paying), then SKUs, then products, in ascending id,
-- then ledger accounts (ledger_post_transfers, migration 0002). Paying touches no SKU or product row:
-- the units sold go to shop_sales_pending.

-- Room on each page for a row's next version: the stock and sales counters change with every order,
-- and an update that stays on its page and changes no indexed column (stock) adds no index entries
-- (a product has nine, three of them GIN over its names).
ALTER TABLE shop_products SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE shop_skus SET (fillfactor = 70);
--> statement-breakpoint
-- Units sold and not yet on the SKUs' and products' sales counters: paying and refunding append here
-- instead of rewriting the counter rows (a product row has nine indexes, its `sales` is in two of them,
-- so every change writes them all; and every order of a hot SKU would wait on its row), and
-- shop_fold_sales moves them onto the counters by the job (shop.foldSales). No index, no key: rows
-- are only appended and taken all at once.
CREATE TABLE shop_sales_pending (
  sku_id bigint NOT NULL,
  product_id bigint NOT NULL,
  -- Negative for a refund.
  quantity integer NOT NULL
);
--> statement-breakpoint
-- Moves the committed pending units onto the counters (never below 0), each SKU and product once;
-- returns how many pending rows it took. Rows appended meanwhile wait for the next fold; two folds at
-- once never take a row twice (the second waits for the first's delete). Locks SKUs, then products,
-- in ascending id, as placing does.
CREATE FUNCTION shop_fold_sales() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_skus bigint[];
  v_products bigint[];
  v_quantities int[];
BEGIN
  WITH moved AS (DELETE FROM shop_sales_pending RETURNING sku_id, product_id, quantity)
  SELECT coalesce(array_agg(sku_id), '{}'), coalesce(array_agg(product_id), '{}'),
      coalesce(array_agg(quantity), '{}')
    INTO v_skus, v_products, v_quantities
    FROM moved;
  IF cardinality(v_skus) = 0 THEN
    RETURN 0;
  END IF;
  PERFORM 1 FROM shop_skus s WHERE s.id = ANY (v_skus) ORDER BY s.id FOR NO KEY UPDATE OF s;
  UPDATE shop_skus s SET sales = greatest(s.sales + x.quantity, 0)
    FROM (SELECT t.id, sum(t.quantity)::int AS quantity FROM unnest(v_skus, v_quantities) AS t(id, quantity)
          GROUP BY t.id) x
    WHERE s.id = x.id AND x.quantity <> 0;
  PERFORM 1 FROM shop_products p WHERE p.id = ANY (v_products) ORDER BY p.id FOR NO KEY UPDATE OF p;
  UPDATE shop_products p SET sales = greatest(p.sales + x.quantity, 0)
    FROM (SELECT t.id, sum(t.quantity)::int AS quantity
          FROM unnest(v_products, v_quantities) AS t(id, quantity) GROUP BY t.id) x
    WHERE p.id = x.id AND x.quantity <> 0;
  RETURN cardinality(v_skus);
END
$$;
--> statement-breakpoint
-- An order row as JSON with its amounts as decimal strings (numeric(78,0) does not fit a JS number).
CREATE FUNCTION shop_order_json(o shop_orders) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT to_jsonb(o) || jsonb_build_object('items_total', o.items_total::text,
    'shipping_fee', o.shipping_fee::text, 'discount', o.discount::text, 'total', o.total::text,
    'card_amount', o.card_amount::text, 'balance_amount', o.balance_amount::text)
$$;
--> statement-breakpoint
-- An order's items in item order, each with its product's uuid and option groups (the order's view).
CREATE FUNCTION shop_order_items_json(p_order_id bigint) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(to_jsonb(i) || jsonb_build_object('unit_price', i.unit_price::text,
      'product', CASE WHEN p.id IS NULL THEN NULL
        ELSE jsonb_build_object('uuid', p.uuid, 'option_groups', p.option_groups) END) ORDER BY i.id), '[]')
  FROM shop_order_items i LEFT JOIN shop_products p ON p.id = i.product_id
  WHERE i.order_id = p_order_id
$$;
--> statement-breakpoint
-- Places buy-now orders without a coupon: item i is member p_members[i] buying p_quantities[i] of SKU
-- p_skus[i] with request key p_keys[i]. Outcomes, checked in the single path's order:
--   existing      the member has an order with this key (the caller compares request hashes)
--   not_found     no such live address of the member, or no such SKU
--   unavailable   the product is not listed
--   out_of_stock  the SKU has fewer units than asked
--   created       stock reserved (SKU and product), order, item and first event written
CREATE FUNCTION shop_place_orders(
  p_members bigint[], p_keys text[], p_hashes text[], p_skus bigint[], p_quantities int[],
  p_addresses uuid[], p_methods text[], p_fees numeric[], p_pay_by timestamptz[], p_number_prefixes text[]
) RETURNS TABLE (r_ord int, r_outcome text, r_order jsonb, r_items jsonb) LANGUAGE plpgsql AS $$
DECLARE
  n int := coalesce(cardinality(p_keys), 0);
  i int;
  o shop_orders%ROWTYPE;
  v_address jsonb;
  v_sku shop_skus%ROWTYPE;
  v_product shop_products%ROWTYPE;
  v_id bigint;
  v_items_total numeric;
  v_products bigint[] := '{}';
  v_quantities int[] := '{}';
  v_sku_ids bigint[];
  v_left int[];
  v_taken int[];
  k int;
BEGIN
  -- The member's row serializes placings with one key: each statement below reads after the lock.
  PERFORM 1 FROM members m WHERE m.id = ANY (p_members) ORDER BY m.id FOR NO KEY UPDATE OF m;
  -- The SKUs' stock as it is once locked: the items take from it here, and each SKU row is written
  -- once at the end (a hot SKU is not rewritten once per order).
  SELECT coalesce(array_agg(s.id ORDER BY s.id), '{}'), coalesce(array_agg(s.stock ORDER BY s.id), '{}')
    INTO v_sku_ids, v_left
    FROM (SELECT s.id, s.stock FROM shop_skus s WHERE s.id = ANY (p_skus) ORDER BY s.id FOR NO KEY UPDATE OF s) s;
  v_taken := array_fill(0, ARRAY[cardinality(v_sku_ids)]);
  PERFORM 1 FROM shop_products p
    WHERE p.id IN (SELECT s.product_id FROM shop_skus s WHERE s.id = ANY (p_skus))
    ORDER BY p.id FOR NO KEY UPDATE OF p;
  FOR i IN 1..n LOOP
    r_ord := i;
    r_order := NULL;
    r_items := NULL;
    SELECT * INTO o FROM shop_orders so WHERE so.member_id = p_members[i] AND so.request_key = p_keys[i];
    IF FOUND THEN
      r_outcome := 'existing';
      r_order := shop_order_json(o);
      RETURN NEXT;
      CONTINUE;
    END IF;
    SELECT jsonb_build_object('name', a.name, 'tel', a.tel, 'province', a.province, 'city', a.city,
        'county', a.county, 'areaCode', a.area_code, 'detail', a.detail)
      INTO v_address
      FROM delivery_addresses a
      WHERE a.uuid = p_addresses[i] AND a.member_id = p_members[i] AND a.deleted_at IS NULL;
    SELECT * INTO v_sku FROM shop_skus s WHERE s.id = p_skus[i];
    IF v_address IS NULL OR v_sku.id IS NULL THEN
      r_outcome := 'not_found';
      RETURN NEXT;
      CONTINUE;
    END IF;
    SELECT * INTO v_product FROM shop_products p WHERE p.id = v_sku.product_id;
    IF NOT v_product.listed THEN
      r_outcome := 'unavailable';
      RETURN NEXT;
      CONTINUE;
    END IF;
    k := array_position(v_sku_ids, v_sku.id);
    IF v_left[k] < p_quantities[i] THEN
      r_outcome := 'out_of_stock';
      RETURN NEXT;
      CONTINUE;
    END IF;
    v_left[k] := v_left[k] - p_quantities[i];
    v_taken[k] := v_taken[k] + p_quantities[i];
    v_products := v_products || v_product.id;
    v_quantities := v_quantities || p_quantities[i];
    v_id := nextval(pg_get_serial_sequence('shop_orders', 'id'));
    v_items_total := v_sku.price * p_quantities[i];
    INSERT INTO shop_orders (id, order_no, member_id, status, items_total, shipping_fee, discount, total,
        delivery_method, address, request_key, request_hash, pay_by)
      VALUES (v_id, p_number_prefixes[i] || repeat('0', greatest(8 - length(v_id::text), 0)) || v_id::text,
        p_members[i], 'pending_payment', v_items_total, p_fees[i], 0, v_items_total + p_fees[i], p_methods[i],
        v_address, p_keys[i], p_hashes[i], p_pay_by[i])
      RETURNING * INTO o;
    INSERT INTO shop_order_items (order_id, product_id, sku_id, sku_code, name_zh, name_en, options, image,
        unit_price, quantity)
      VALUES (v_id, v_product.id, v_sku.id, v_sku.code, v_product.name_zh, v_product.name_en, v_sku.options,
        v_product.images ->> 0, v_sku.price, p_quantities[i]);
    INSERT INTO shop_order_events (order_id, from_status, to_status, actor)
      VALUES (v_id, NULL, 'pending_payment', 'member');
    r_outcome := 'created';
    r_order := shop_order_json(o);
    r_items := shop_order_items_json(v_id);
    RETURN NEXT;
  END LOOP;
  -- The CHECK (stock >= 0) stands behind the counting above.
  UPDATE shop_skus s SET stock = s.stock - x.taken, updated_at = now()
    FROM unnest(v_sku_ids, v_taken) AS x(id, taken)
    WHERE s.id = x.id AND x.taken > 0;
  -- The products' stock (their SKUs' sum): one update per product for the whole batch.
  UPDATE shop_products p SET stock = greatest(p.stock - x.quantity, 0), updated_at = now()
    FROM (SELECT t.product_id, sum(t.quantity)::int AS quantity
          FROM unnest(v_products, v_quantities) AS t(product_id, quantity) GROUP BY t.product_id) x
    WHERE p.id = x.product_id;
END
$$;
--> statement-breakpoint
-- Pays pending orders from the members' available USDT: item i is member p_members[i] paying order
-- p_order_nos[i] with request key p_pay_keys[i] at p_now[i]. Outcomes, checked in the single path's order:
--   not_found     no such order of the member
--   settled       the order is not pending payment (the caller replays or refuses by the request key)
--   expired       unpaid past its pay_by
--   insufficient  the available balance is below the total (nothing written for the item)
--   conflict      the payment's ledger key holds another request (idempotencyMismatch)
--   alone         the member has no USDT account yet (the single path creates it)
--   paid          one posted ledger transfer member → shop_revenue with the key `shop:<orderNo>:pay` and
--                 the request hash postTransfer gives it (hashTransferRequest), the order paid with its
--                 event, its units appended to shop_sales_pending
CREATE FUNCTION shop_pay_orders(
  p_members bigint[], p_order_nos text[], p_pay_keys text[], p_pay_hashes text[], p_now timestamptz[],
  p_paid_status text
) RETURNS TABLE (r_ord int, r_outcome text, r_order jsonb, r_items jsonb) LANGUAGE plpgsql AS $$
DECLARE
  n int := coalesce(cardinality(p_order_nos), 0);
  i int;
  o shop_orders%ROWTYPE;
  t record;
  v_outcomes text[] := '{}';
  v_ids bigint[] := '{}';
  v_paid bigint[] := '{}';
  -- The ledger batch: its item j pays item v_of[j].
  v_of int[] := '{}';
  l_keys text[] := '{}';
  l_hashes text[] := '{}';
  l_amounts numeric[] := '{}';
  l_members bigint[] := '{}';
  l_order_nos text[] := '{}';
  m int;
BEGIN
  PERFORM 1 FROM shop_orders so
    WHERE (so.order_no, so.member_id) IN (SELECT * FROM unnest(p_order_nos, p_members))
    ORDER BY so.id FOR UPDATE OF so;
  FOR i IN 1..n LOOP
    SELECT * INTO o FROM shop_orders so WHERE so.order_no = p_order_nos[i] AND so.member_id = p_members[i];
    IF NOT FOUND THEN
      v_outcomes[i] := 'not_found';
    ELSIF o.status <> 'pending_payment' THEN
      v_outcomes[i] := 'settled';
    ELSIF p_now[i] >= o.pay_by THEN
      v_outcomes[i] := 'expired';
    ELSE
      v_outcomes[i] := 'paid';
      v_ids[i] := o.id;
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
    FOR t IN SELECT * FROM ledger_post_transfers(l_keys, l_hashes, array_fill('USDT'::text, ARRAY[m]),
        array_fill('shopping_expense'::text, ARRAY[m]), l_amounts, l_members, array_fill(NULL::text, ARRAY[m]),
        array_fill(NULL::bigint, ARRAY[m]), array_fill('shop_revenue'::text, ARRAY[m]),
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
  FOR i IN 1..n LOOP
    r_ord := i;
    r_outcome := v_outcomes[i];
    r_order := NULL;
    r_items := NULL;
    IF r_outcome = 'paid' THEN
      UPDATE shop_orders so SET status = p_paid_status, paid_at = p_now[i], card_amount = 0,
          balance_amount = so.total, card_id = NULL, pay_request_key = p_pay_keys[i],
          pay_request_hash = p_pay_hashes[i], updated_at = now()
        WHERE so.id = v_ids[i] AND so.status = 'pending_payment'
        RETURNING * INTO o;
      IF FOUND THEN
        INSERT INTO shop_order_events (order_id, from_status, to_status, actor)
          VALUES (o.id, 'pending_payment', p_paid_status, 'member');
        v_paid := v_paid || o.id;
        r_items := shop_order_items_json(o.id);
      ELSE
        -- The same order twice in this batch: the first paid it.
        r_outcome := 'settled';
      END IF;
    END IF;
    IF r_outcome = 'settled' THEN
      SELECT * INTO o FROM shop_orders so WHERE so.order_no = p_order_nos[i] AND so.member_id = p_members[i];
    END IF;
    IF r_outcome IN ('paid', 'settled') THEN
      r_order := shop_order_json(o);
    END IF;
    RETURN NEXT;
  END LOOP;
  INSERT INTO shop_sales_pending (sku_id, product_id, quantity)
    SELECT oi.sku_id, oi.product_id, oi.quantity FROM shop_order_items oi WHERE oi.order_id = ANY (v_paid);
END
$$;
