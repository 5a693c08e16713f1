CREATE OR REPLACE FUNCTION catalogue_stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Only changes a search sees: a stock or description update keeps its stamp (and stays a HOT update).
CREATE OR REPLACE TRIGGER catalogue_stamp_change BEFORE UPDATE ON "products" FOR EACH ROW
  WHEN (OLD.name_zh IS DISTINCT FROM NEW.name_zh OR OLD.name_en IS DISTINCT FROM NEW.name_en
    OR OLD.listed IS DISTINCT FROM NEW.listed OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.sales IS DISTINCT FROM NEW.sales OR OLD.price IS DISTINCT FROM NEW.price OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION catalogue_stamp_change();
