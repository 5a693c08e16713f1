-- Each order line's image (the copy of the product's cover it was bought with), for the reviews' orphan
-- uploads cleanup: an upload's file is kept while an order line still shows the same picture.
CREATE OR REPLACE VIEW checkout_item_images AS
  SELECT i.id AS order_item_id, i.image FROM shop_order_items i WHERE i.image IS NOT NULL;
