-- Transfers by their idempotency key, for other modules' set-based statements that record which transfer
-- paid what (the club's invite rewards, after postTransferSet posted them). Read only.
CREATE OR REPLACE VIEW ledger_transfer_keys AS
  SELECT t.id, t.idempotency_key FROM ledger_transfers t;
