-- The table's name before migration 0033 moved it to the catalogue module (as `product_sales_pending`):
-- kept one release for the previous version during a rolling deploy (a simple view: its reads, writes and
-- deletes go through). The next schema migration drops it and deletes this file (sqlDefinitions.test.ts
-- lists it).
CREATE OR REPLACE VIEW shop_sales_pending AS SELECT * FROM product_sales_pending;
