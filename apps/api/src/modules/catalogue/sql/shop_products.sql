-- The table's name before migration 0033 moved it to the catalogue module (as `products`): kept one release
-- for the previous version during a rolling deploy (a simple view: its reads, writes and row locks go
-- through). The next schema migration drops it and deletes this file (sqlDefinitions.test.ts lists it).
CREATE OR REPLACE VIEW shop_products AS SELECT * FROM products;
