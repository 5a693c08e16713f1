-- Product search's name text, stored: the lower-cased zh and en names joined by a line break. A search
-- term holds no whitespace (terms are split on it), so it occurs in this text exactly when it occurs in
-- the lower-cased zh or en name, and one LIKE on a stored value replaces ILIKE on the zh name or LIKE on
-- lower(en) (lower() on a UTF-8 name cost more than the rest of a row's visit; bench/shop-catalogue.ts).
ALTER TABLE "shop_products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower("name_zh") || E'\n' || lower("name_en")) STORED;--> statement-breakpoint
-- One trigram index over both names in place of 0009's two: a search reads one posting list per trigram
-- instead of or-ing two indexes. Not partial (WHERE listed): the planner took such an index for its
-- predicate alone and read all of it for a search of one character.
CREATE INDEX "shop_products_search_name_trgm" ON "shop_products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "shop_products_name_zh_trgm";--> statement-breakpoint
DROP INDEX "shop_products_name_en_trgm";
--> statement-breakpoint
-- The names' grams cost a row far more than its LIKE (0011's function builds an array per call), so the
-- planner is told: it read a term of one character by scanning the table and computing the grams of
-- every row it passed, 30 ms for `e`, where the gram index answers without computing any.
ALTER FUNCTION shop_name_grams(text, text) COST 10000;--> statement-breakpoint
-- Catalogue reads are many small ones at once: workers for one of them (a parallel bitmap scan of a
-- common term's matches) cost the other requests more CPU than they save this one.
ALTER TABLE "shop_products" SET (parallel_workers = 0);
