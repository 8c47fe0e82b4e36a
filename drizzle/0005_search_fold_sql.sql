-- Accents and case folded away for search: "dun laoghaire" finds "Dún Laoghaire" and the other way round.
-- A translate() table rather than the unaccent extension, so that both engines (Postgres and the embedded
-- database) run the same IMMUTABLE function without an extra extension; usable by generated columns and indexes.
CREATE OR REPLACE FUNCTION farm_shops_fold(value text)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT lower(translate(value, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕØóòôöõøÚÙÛÜúùûüÝýÿÇçÑñ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuYyyCcNn'))
$$;
--> statement-breakpoint
-- The text a shop search matches: name, description, town, county, address, every product and every service,
-- folded. IMMUTABLE so that the generated search column and its trigram index can use it.
CREATE OR REPLACE FUNCTION farm_shops_search_doc(name text, description text, town text, county text, address text, products text[], services text[])
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT farm_shops_fold(coalesce(name, '') || E'\n' || coalesce(description, '') || E'\n' || coalesce(town, '') || E'\n' || coalesce(county, '')
    || E'\n' || coalesce(address, '') || E'\n' || coalesce(array_to_string(products, E'\n'), '') || E'\n' || coalesce(array_to_string(services, E'\n'), ''))
$$;
