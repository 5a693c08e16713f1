-- Product search answers from an index of the names kept in each API process (catalogue/searchIndex.ts),
-- read from this table once and then by its changes: `change_xid` is the transaction that last inserted
-- the row or changed what a search matches or orders by (names, listed, category, sales, price). A
-- process that read the table under a snapshot whose oldest running transaction was X knows every row
-- whose change_xid is below X as it is now (any later change would carry a later transaction's id), so
-- a search asks the database only for its page's rows and for the rows at or above X. Existing rows get
-- 0 (older than any snapshot); the default then stamps inserts.
ALTER TABLE "shop_products" ADD COLUMN "change_xid" xid8 DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_products" ALTER COLUMN "change_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX "shop_products_change_xid_idx" ON "shop_products" USING btree ("change_xid");--> statement-breakpoint
CREATE FUNCTION shop_products_stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Only changes a search sees: a stock or description update keeps its stamp (and stays a HOT update).
CREATE TRIGGER shop_products_stamp_change BEFORE UPDATE ON "shop_products" FOR EACH ROW
  WHEN (OLD.name_zh IS DISTINCT FROM NEW.name_zh OR OLD.name_en IS DISTINCT FROM NEW.name_en
    OR OLD.listed IS DISTINCT FROM NEW.listed OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.sales IS DISTINCT FROM NEW.sales OR OLD.price IS DISTINCT FROM NEW.price OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION shop_products_stamp_change();
