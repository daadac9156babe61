-- On the embedded database the server keeps each live token's caller (user, roles, permissions)
-- in memory (issue 12). These triggers say when that goes stale: a user's row, or a token's
-- revocation or deletion, names the user; any change to roles, permissions or who holds which
-- role says '*' (everyone). Sign-ins and the minutely last_used_at touch say nothing.
CREATE FUNCTION "notify_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('access_changed', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('access_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  ELSE
    PERFORM pg_notify('access_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_access_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "tokens_access_changed" AFTER UPDATE OF "revoked_at", "expires_at", "session_expires_at" OR DELETE ON "personal_access_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "user_roles_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "roles_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "permissions_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "role_permissions_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();
