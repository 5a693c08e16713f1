-- Each SKU's stock and whether its product is listed, for the cart's statements: a cart line's quantity is
-- checked against the stock as it is at the write (a conditional upsert), not as read before it. Read
-- only: the catalogue alone writes stock (the checkout through takeStock and returnStock).
CREATE OR REPLACE VIEW catalogue_sku_stock AS
  SELECT s.id AS sku_id, s.product_id, s.stock, p.listed FROM skus s JOIN products p ON p.id = s.product_id;
