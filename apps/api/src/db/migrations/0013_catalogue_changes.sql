-- The public catalogue (packets, products, categories, office locations) is served from each
-- instance's memory (issue 12). Any change to its tables, by the API, a migration or by hand,
-- tells every instance listening on the channel to drop what it keeps.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY[
    'brands', 'brand_translations', 'categories', 'category_translations', 'products',
    'product_translations', 'product_features', 'product_feature_translations',
    'office_locations', 'office_location_translations'
  ]
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"()',
      name || '_catalogue_changed',
      name
    );
  END LOOP;
END
$$;
