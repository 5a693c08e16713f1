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
