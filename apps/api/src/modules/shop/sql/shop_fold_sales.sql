-- Moves the committed pending units onto the counters (never below 0), each SKU and product once;
-- returns how many pending rows it took. Rows appended meanwhile wait for the next fold; two folds at
-- once never take a row twice (the second waits for the first's delete). Locks SKUs, then products,
-- in ascending id, as placing does.
CREATE OR REPLACE FUNCTION shop_fold_sales() RETURNS integer LANGUAGE plpgsql AS $$
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
