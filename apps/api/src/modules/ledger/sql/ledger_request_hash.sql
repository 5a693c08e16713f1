-- The request hash of a transfer posted or reserved with these fields: sha256 (hex) of its canonical form,
-- the JSON array [operation, currency, type, amount, from, to, reference type, reference id, memo] written
-- without spaces, the amount as a decimal string, each side as its owner ('member:<id>' with ':<purpose>'
-- unless available, or 'system:<code>'), an absent value as null. The same key with the same hash is a
-- replay; with another hash it is refused (idempotencyMismatch). The one definition: every statement that
-- posts or reserves computes it here (insertTransfer, ledger_post_transfers, postTransferSet, postPayout: a
-- payout's "to" is 'system:payees' and its memo argument '<payees>:<md5 of its member:amount list>'). One
-- expression, declared as volatile as its parts (to_json and text concatenation
-- are STABLE), so that the planner inlines it into the statement.
CREATE OR REPLACE FUNCTION ledger_request_hash(operation text, currency text, type text, amount numeric,
  from_member bigint, from_purpose text, from_system text, to_member bigint, to_purpose text, to_system text,
  reference_type text, reference_id text, memo text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT encode(sha256(convert_to('[' || to_json(operation)::text || ',' || to_json(currency)::text || ','
    || to_json(type)::text || ',' || to_json(amount::text)::text || ','
    || to_json(CASE WHEN from_member IS NOT NULL THEN 'member:' || from_member
      || CASE WHEN coalesce(from_purpose, 'available') <> 'available' THEN ':' || from_purpose ELSE '' END
      ELSE 'system:' || from_system END)::text || ','
    || to_json(CASE WHEN to_member IS NOT NULL THEN 'member:' || to_member
      || CASE WHEN coalesce(to_purpose, 'available') <> 'available' THEN ':' || to_purpose ELSE '' END
      ELSE 'system:' || to_system END)::text || ','
    || coalesce(to_json(reference_type)::text, 'null') || ',' || coalesce(to_json(reference_id)::text, 'null')
    || ',' || coalesce(to_json(memo)::text, 'null') || ']', 'UTF8')), 'hex')
$$;
