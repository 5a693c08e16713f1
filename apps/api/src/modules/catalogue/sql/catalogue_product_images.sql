-- Each product's images (storage keys under the uploads base), for the reviews' orphan uploads cleanup:
-- an upload's file is kept while a product still shows the same picture (files are named by content).
CREATE OR REPLACE VIEW catalogue_product_images AS
  SELECT p.id AS product_id, p.images FROM products p;
