-- What an order line shows of its product now (its uuid, the link, and its option groups, the labels),
-- for the checkout's statements that answer orders with their lines in one query. Read only.
CREATE OR REPLACE VIEW catalogue_product_refs AS
  SELECT p.id, p.uuid, p.option_groups FROM products p;
