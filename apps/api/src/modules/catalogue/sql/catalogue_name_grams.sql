-- Product names' lower-cased characters and character pairs, for search terms of one or two characters
-- (pg_trgm's trigrams cannot narrow them: `耳机` scanned every name). Immutable, so an index can hold it;
-- written in SQL alone (no extension), so PostgreSQL and PGlite index alike. A name containing a term
-- of one or two characters always holds the term among its grams: the index narrows, ILIKE decides.
CREATE OR REPLACE FUNCTION catalogue_name_grams(name_zh text, name_en text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT substr(s, i, n)), '{}')
  FROM unnest(ARRAY[lower(name_zh), lower(name_en)]) AS names(s),
    generate_series(1, 2) AS sizes(n),
    generate_series(1, length(s) - n + 1) AS positions(i)
$$;
