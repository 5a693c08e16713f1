-- Product search answers from an index of the names kept in each API process (catalogue/searchIndex.ts),
-- read from this table once and then by its changes: `change_xid` is the transaction that last inserted
-- the row or changed what a search matches or orders by (names, listed, category, sales, price). A
-- process that read the table under a snapshot knows every row last changed by a transaction that
-- snapshot saw (below its xmax, not running) as it is now: any later change carries an id the snapshot
-- did not see. A search asks the database only for its page's rows and for the rows changed unseen.
-- Existing rows get 0 (older than any snapshot); the default then stamps inserts. Each statement may
-- run again (a first version of this migration lacked shop_products_from_index; its journal time moved on).
ALTER TABLE "shop_products" ADD COLUMN IF NOT EXISTS "change_xid" xid8 DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_products" ALTER COLUMN "change_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shop_products_change_xid_idx" ON "shop_products" USING btree ("change_xid");--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_products_stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Only changes a search sees: a stock or description update keeps its stamp (and stays a HOT update).
CREATE OR REPLACE TRIGGER shop_products_stamp_change BEFORE UPDATE ON "shop_products" FOR EACH ROW
  WHEN (OLD.name_zh IS DISTINCT FROM NEW.name_zh OR OLD.name_en IS DISTINCT FROM NEW.name_en
    OR OLD.listed IS DISTINCT FROM NEW.listed OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.sales IS DISTINCT FROM NEW.sales OR OLD.price IS DISTINCT FROM NEW.price OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION shop_products_stamp_change();
--> statement-breakpoint
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
