-- On the embedded database a signed-in caller's reads are kept in memory (issue 12) until any
-- table changes. Every table but the bearer tokens (their minutely last_used_at touch changes no
-- answer) notifies 'data_changed'; a test fails when a new table lacks the trigger.
CREATE FUNCTION "notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public' AND tablename <> 'personal_access_tokens'
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"()',
      name || '_data_changed',
      name
    );
  END LOOP;
END
$$;
