-- A NOTIFY inside a write's transaction takes PostgreSQL's one lock for notifying transactions
-- from the commit's start to its flush to disk, so every write's commit waited for the others'
-- (issue 32: 35 % of the mixed load's waits). A session that relays its own changes (the portal's
-- pooled connections set "portal.relay_changes") is told of them instead, as a NOTICE during the
-- statement; the portal applies them when the transaction is over and announces them to the other
-- instances in a short transaction of its own that does not wait for the disk. Every other session
-- (a migration, psql, the embedded database) still notifies as before. Access changes are notified
-- in the transaction as well: a revoked token reaches every instance even if the one that revoked
-- it stops right after the commit. A session that would not be sent the NOTICE (client_min_messages
-- above it) notifies as well.
CREATE FUNCTION public."announce_change"(channel text, payloads text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF current_setting('portal.relay_changes', true) = 'on'
    AND current_setting('client_min_messages') NOT IN ('warning', 'error') THEN
    RAISE NOTICE USING ERRCODE = 'PC001', MESSAGE = channel, DETAIL = to_json(payloads)::text;
    IF channel <> 'access_changed' THEN
      RETURN;
    END IF;
  END IF;
  FOREACH payload IN ARRAY payloads LOOP
    PERFORM pg_notify(channel, payload);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.announce_change('catalogue_changed', ARRAY[TG_TABLE_NAME::text]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM public.announce_change('access_changed', ARRAY['*']);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.announce_change('access_changed', ARRAY[to_jsonb(OLD) ->> TG_ARGV[0]]);
  ELSE
    PERFORM public.announce_change('access_changed', ARRAY[to_jsonb(NEW) ->> TG_ARGV[0]]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.announce_change('data_changed', ARRAY[TG_TABLE_NAME::text]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_company_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The column that names the company: "account_id", or "id" on "accounts".
  company_column text := TG_ARGV[0];
  companies bigint[];
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
    PERFORM public.announce_change('data_changed', ARRAY[TG_TABLE_NAME::text]);
  ELSE
    PERFORM public.announce_change(
      'data_changed',
      ARRAY(SELECT TG_TABLE_NAME || ':' || company FROM unnest(companies) AS company)
    );
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_account_reach_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  companies bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM public.announce_change('data_changed', ARRAY['account_reach']);
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
    PERFORM public.announce_change('data_changed', ARRAY['account_reach']);
  ELSE
    PERFORM public.announce_change(
      'data_changed',
      ARRAY(SELECT 'account_reach:' || company FROM unnest(companies) AS company)
    );
  END IF;
  RETURN NULL;
END
$$;
