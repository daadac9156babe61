-- A change to a company's rows says which company (issue 32): 'table:accountId' on the
-- 'data_changed' channel, so the answer cache drops the answers read from that company's rows and
-- keeps every other company's. Every table with an "account_id" column (and "accounts" itself, by
-- "id") gets three statement triggers whose transition tables name the companies the statement
-- touched; a statement that touched more than 20 of them, or a row of no
-- company (a null "account_id"), still says only the table, as does TRUNCATE (the
-- '<table>_data_changed' trigger keeps that one event).
CREATE FUNCTION "notify_company_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The column that names the company: "account_id", or "id" on "accounts".
  company_column text := TG_ARGV[0];
  companies bigint[];
  company bigint;
BEGIN
  -- Only the transition tables of the trigger's own event exist.
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', company_column) INTO companies;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', company_column) INTO companies;
  ELSE
    -- A row moved to another company changes both.
    EXECUTE format(
      'SELECT array_agg(DISTINCT c) FROM (SELECT %1$I AS c FROM new_rows UNION ALL SELECT %1$I FROM old_rows) AS r',
      company_column
    ) INTO companies;
  END IF;
  IF companies IS NULL THEN
    -- The statement touched no row.
    RETURN NULL;
  END IF;
  IF array_position(companies, NULL) IS NOT NULL OR cardinality(companies) > 20 THEN
    PERFORM pg_notify('data_changed', TG_TABLE_NAME);
  ELSE
    FOREACH company IN ARRAY companies LOOP
      PERFORM pg_notify('data_changed', TG_TABLE_NAME || ':' || company);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  target record;
BEGIN
  FOR target IN
    SELECT c.table_name AS name, c.column_name AS company_column
    FROM information_schema.columns c
    JOIN pg_tables t ON t.schemaname = c.table_schema AND t.tablename = c.table_name
    WHERE c.table_schema = 'public'
      AND ((c.column_name = 'account_id') OR (c.table_name = 'accounts' AND c.column_name = 'id'))
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', target.name || '_data_changed', target.name);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"()',
      target.name || '_data_changed', target.name
    );
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_company_data_changed"(%L)',
      target.name || '_company_inserted', target.name, target.company_column
    );
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_company_data_changed"(%L)',
      target.name || '_company_updated', target.name, target.company_column
    );
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_company_data_changed"(%L)',
      target.name || '_company_deleted', target.name, target.company_column
    );
  END LOOP;
END
$$;
