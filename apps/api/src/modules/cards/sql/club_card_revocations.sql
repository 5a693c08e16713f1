-- The table's name before migration 0028 moved it to the cards module (as `card_revocations`): kept one release for
-- the previous version during a rolling deploy (a simple view: its reads, writes and row locks go through).
-- The next schema migration drops it and deletes this file (sqlDefinitions.test.ts lists it until then).
CREATE OR REPLACE VIEW club_card_revocations AS SELECT * FROM card_revocations;
