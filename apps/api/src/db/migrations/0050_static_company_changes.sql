-- The companies a statement changed are read by static queries for the two company columns ("id"
-- on "accounts", "account_id" on the rest): the format()ed EXECUTE of 0046 was planned again on
-- every write, ~80 µs of PostgreSQL's CPU for each (a company's rename: ~740 -> ~660 µs a
-- transaction, measured with pgbench). The two columns' queries repeat each other on purpose: one
-- query for any column (`to_jsonb(row) ->> column`) cost as much as the EXECUTE. Any other column
-- still goes through it. What is announced is unchanged.
CREATE OR REPLACE FUNCTION "notify_company_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  companies bigint[];
BEGIN
  -- Only the transition tables of the trigger's own event exist; a row moved to another company
  -- changes both.
  IF TG_ARGV[0] = 'id' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT id) INTO companies FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT id) INTO companies FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT c) INTO companies FROM (SELECT id AS c FROM new_rows UNION ALL SELECT id FROM old_rows) AS r;
    END IF;
  ELSIF TG_ARGV[0] = 'account_id' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT account_id) INTO companies FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT account_id) INTO companies FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT c) INTO companies FROM (SELECT account_id AS c FROM new_rows UNION ALL SELECT account_id FROM old_rows) AS r;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    -- Any other column: as before.
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO companies;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO companies;
  ELSE
    EXECUTE format(
      'SELECT array_agg(DISTINCT c) FROM (SELECT %1$I AS c FROM new_rows UNION ALL SELECT %1$I FROM old_rows) AS r',
      TG_ARGV[0]
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
