-- Each order line's chosen options (option group → value, in Chinese), for the catalogue's review pages:
-- a review shows what its reviewer bought. Read only.
CREATE OR REPLACE VIEW checkout_item_options AS
  SELECT i.id AS order_item_id, i.options FROM shop_order_items i;
