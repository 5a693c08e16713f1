-- Unused since the catalogue's pages from an API process's index read their rows with a statement of
-- their own (catalogue/indexedRows.ts, shop_products_by_index; issue 31 item 6): kept one release for
-- the replicas of the version before, which call it until a rolling deploy has replaced them; the next
-- schema migration drops it and deletes this file. Without the planner setting it had (ADR 004).
CREATE OR REPLACE FUNCTION shop_products_from_index(ids bigint[], seen_xmax xid8, seen_running xid8[])
  RETURNS TABLE (id text, uuid text, category text, name_zh text, name_en text, cover text, price text,
    stock integer, sales integer, kind integer, search_name text, listed boolean)
  LANGUAGE plpgsql STABLE
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
