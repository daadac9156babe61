-- What the access check reads of a company's row but its name (issue 32): whether it exists, its
-- status, creation date and deletion. A change to those also says 'account_reach:id' (or
-- 'account_reach' for more than 20 companies, or TRUNCATE), and the check's reads are recorded
-- under that name; a route that shows the company's name records 'accounts:id' when it uses it.
-- So renaming a company drops the answers that show its name, not every answer of that company.
CREATE FUNCTION "notify_account_reach_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  companies bigint[];
  company bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('data_changed', 'account_reach');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT id) INTO companies FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT id) INTO companies FROM old_rows;
  ELSE
    -- Only the rows whose id, status, creation date or deletion changed (a row given a new id changes both).
    SELECT array_agg(DISTINCT changed.id) INTO companies FROM (
      (SELECT id, status, created_at, deleted_at FROM new_rows EXCEPT SELECT id, status, created_at, deleted_at FROM old_rows)
      UNION ALL
      (SELECT id, status, created_at, deleted_at FROM old_rows EXCEPT SELECT id, status, created_at, deleted_at FROM new_rows)
    ) AS changed;
  END IF;
  IF companies IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(companies) > 20 THEN
    PERFORM pg_notify('data_changed', 'account_reach');
  ELSE
    FOREACH company IN ARRAY companies LOOP
      PERFORM pg_notify('data_changed', 'account_reach:' || company);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "accounts_reach_inserted" AFTER INSERT ON "accounts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_account_reach_changed"();
--> statement-breakpoint
CREATE TRIGGER "accounts_reach_updated" AFTER UPDATE ON "accounts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_account_reach_changed"();
--> statement-breakpoint
CREATE TRIGGER "accounts_reach_deleted" AFTER DELETE ON "accounts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_account_reach_changed"();
--> statement-breakpoint
CREATE TRIGGER "accounts_reach_truncated" AFTER TRUNCATE ON "accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_account_reach_changed"();
