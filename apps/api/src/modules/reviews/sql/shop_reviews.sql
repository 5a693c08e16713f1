-- The table's name before migration 0029 moved it to the reviews module (as `reviews`): kept one release
-- for the previous version during a rolling deploy (a simple view: its reads and writes go through). The
-- next schema migration drops it and deletes this file (sqlDefinitions.test.ts lists it until then).
CREATE OR REPLACE VIEW shop_reviews AS SELECT * FROM reviews;
