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
CREATE TRIGGER "brands_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "brand_translations_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brand_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "category_translations_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_features_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_features"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_feature_translations_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_feature_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "office_locations_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_locations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "office_location_translations_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_location_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
