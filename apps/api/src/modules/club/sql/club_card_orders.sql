-- The club's orders as the cards module reads them (a card is issued for an active, final order:
-- cards/issueCard.ts locks the order's row through this view while it issues; cards/listCards.ts lists
-- the orders without a card). Read only: the club writes its orders.
CREATE OR REPLACE VIEW club_card_orders AS
  SELECT id, uuid, member_id, amount, status, chain_id, block_number, created_at FROM club_orders;
