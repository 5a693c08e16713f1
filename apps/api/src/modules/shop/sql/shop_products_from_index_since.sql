-- Unused since the catalogue stopped keeping rows (issue 31 item 6): kept one release for the replicas
-- of the version before, which call it until a rolling deploy has replaced them; the next schema
-- migration drops it and deletes this file. Without the planner setting it had (ADR 004).
-- The catalogue's pages from an API process's index reuse the rows that process already read
-- (catalogue/keptRows.ts): it sends each row's version as it knows it (xmin, 0 when unknown) and gets
-- back only what it lacks. Of the rows of `ids` last changed by a transaction the index's read saw (as in
-- shop_products_from_index, migration 0020), kind 0 those whose version differs, with their version, and
-- none for those unchanged; kind 3 (the id alone) those that are not such a row (deleted, or changed
-- unseen); then as before every row changed unseen (kind 1, with its version) and kind 2 past 1,000 of
-- them. A heap tuple is never changed in place: an update writes a new tuple with the updating
-- transaction's id as its xmin, so a row with the xmin read is the row read. Rolling deploys: the
-- function of migration 0020 stays for processes of the version before.
CREATE OR REPLACE FUNCTION shop_products_from_index_since(ids bigint[], versions xid[], seen_xmax xid8,
    seen_running xid8[])
  RETURNS TABLE (id text, uuid text, category text, name_zh text, name_en text, cover text, price text,
    stock integer, sales integer, kind integer, search_name text, listed boolean, version text)
  LANGUAGE plpgsql STABLE
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH unseen AS MATERIALIZED (
    (SELECT p.*, p.xmin AS row_version FROM shop_products p WHERE p.change_xid >= seen_xmax
      ORDER BY p.change_xid LIMIT 1001)
    UNION ALL (SELECT p.*, p.xmin FROM shop_products p WHERE p.change_xid = ANY(seen_running)))
  SELECT a.id::text, p.uuid::text, p.category, p.name_zh, p.name_en, p.images->>0, p.price::text,
      p.stock, p.sales, CASE WHEN p.id IS NULL THEN 3 ELSE 0 END, NULL::text, true, p.xmin::text
    FROM unnest(ids, versions) AS a(id, version)
    LEFT JOIN shop_products p
      ON p.id = a.id AND p.change_xid < seen_xmax AND p.change_xid <> ALL(seen_running)
    WHERE p.id IS NULL OR a.version IS NULL OR p.xmin <> a.version
  UNION ALL
  SELECT p.id::text, p.uuid::text, p.category, p.name_zh, p.name_en, p.images->>0, p.price::text,
      p.stock, p.sales, 1, p.search_name, p.listed, p.row_version::text
    FROM unseen p
  UNION ALL
  SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 2, NULL, NULL, NULL FROM unseen
    HAVING count(*) > 1000;
END
$$;
