-- An order row as JSON with its amounts as decimal strings (numeric(78,0) does not fit a JS number).
CREATE OR REPLACE FUNCTION shop_order_json(o shop_orders) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT to_jsonb(o) || jsonb_build_object('items_total', o.items_total::text,
    'shipping_fee', o.shipping_fee::text, 'discount', o.discount::text, 'total', o.total::text,
    'card_amount', o.card_amount::text, 'balance_amount', o.balance_amount::text)
$$;
