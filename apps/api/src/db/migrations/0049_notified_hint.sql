-- The NOTICE of a relayed change says whether the function notified it as well (HINT 'notified':
-- access changes, notified inside their transaction): the portal announces only what was not, so
-- which channels are notified in the transaction is decided here alone (0048 had the portal repeat
-- the rule by name).
CREATE OR REPLACE FUNCTION public."announce_change"(channel text, payloads text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text;
  -- A revoked token must reach every instance even if the one that revoked it stops right after
  -- the commit.
  notified_too boolean := channel = 'access_changed';
BEGIN
  IF current_setting('portal.relay_changes', true) = 'on'
    AND current_setting('client_min_messages') NOT IN ('warning', 'error') THEN
    IF notified_too THEN
      RAISE NOTICE USING ERRCODE = 'PC001', MESSAGE = channel, DETAIL = to_json(payloads)::text, HINT = 'notified';
    ELSE
      RAISE NOTICE USING ERRCODE = 'PC001', MESSAGE = channel, DETAIL = to_json(payloads)::text;
      RETURN;
    END IF;
  END IF;
  FOREACH payload IN ARRAY payloads LOOP
    PERFORM pg_notify(channel, payload);
  END LOOP;
END
$$;
