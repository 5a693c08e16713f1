-- A search's page from an API process's index (catalogue/listProducts.ts, searchFromIndex): the rows
-- of `ids` last changed by a transaction the index's read saw (below its snapshot's xmax and not then
-- running), kind 0, and every row changed unseen (at most 1,001 past xmax), kind 1, which the process
-- checks as the SQL search would; a row of kind 2 tells more were changed unseen. A function so that
-- its plan is generic from the start: prepared from the client, each execution was planned for its
-- values (0.2 ms, half of its cost), the generic plan's guess for `change_xid >= xmax` being a third
-- of the table. STABLE: one snapshot, the calling statement's, for all of it.
CREATE OR REPLACE FUNCTION shop_products_from_index(ids bigint[], seen_xmax xid8, seen_running xid8[])
  RETURNS TABLE (id text, uuid text, category text, name_zh text, name_en text, cover text, price text,
    stock integer, sales integer, kind integer, search_name text, listed boolean)
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH unseen AS MATERIALIZED (
    (SELECT * FROM shop_products p WHERE p.change_xid >= seen_xmax ORDER BY p.change_xid LIMIT 1001)
    UNION ALL (SELECT * FROM shop_products p WHERE p.change_xid = ANY(seen_running)))
  SELECT p.id::text, p.uuid::text, p.category, p.name_zh, p.name_en, p.images->>0, p.price::text,
      p.stock, p.sales, 0, NULL::text, true
    FROM shop_products p
    WHERE p.id = ANY(ids) AND p.change_xid < seen_xmax AND p.change_xid <> ALL(seen_running)
  UNION ALL
  SELECT p.id::text, p.uuid::text, p.category, p.name_zh, p.name_en, p.images->>0, p.price::text,
      p.stock, p.sales, 1, p.search_name, p.listed
    FROM unseen p
  UNION ALL
  SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, NULL, NULL FROM unseen
    HAVING count(*) > 1000;
END
$$;
