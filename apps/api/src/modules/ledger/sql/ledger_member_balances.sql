-- Members' balances as other modules read them in their own set-based statements (the club's
-- settlement: what a referrer still has to claim when an invite reward is reversed). One row per member
-- account; available = balance − pending_debits, what can be spent or claimed now. Read only: money
-- moves through the ledger's operations alone.
CREATE OR REPLACE VIEW ledger_member_balances AS
  SELECT a.member_id, a.currency, a.purpose, a.balance, a.pending_debits, a.balance - a.pending_debits AS available
  FROM ledger_accounts a
  WHERE a.member_id IS NOT NULL;
