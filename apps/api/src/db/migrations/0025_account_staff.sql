CREATE TABLE "account_staff" (
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"line" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_staff_account_id_line_user_id_pk" PRIMARY KEY("account_id","line","user_id"),
	CONSTRAINT "account_staff_line" CHECK ("account_staff"."line" in (1, 2, 7))
);
--> statement-breakpoint
ALTER TABLE "account_staff" ADD CONSTRAINT "account_staff_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_staff" ADD CONSTRAINT "account_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_staff_by_user" ON "account_staff" USING btree ("user_id","line");--> statement-breakpoint
-- Staff who served a company sat in account_users with the team columns' defaults (an 'owner'),
-- so the last-owner guard counted them. They move here, each through the line their role serves
-- (the user's first role, as the session reads it); an admin needs no attachment (they see every
-- company), and no staff row stays among the customer's team.
INSERT INTO "account_staff" ("account_id", "user_id", "line", "created_at")
SELECT au."account_id", au."user_id", CASE r."name" WHEN 'advisor' THEN 1 ELSE 2 END, au."created_at"
FROM "account_users" au
JOIN LATERAL (
  SELECT ro."name" FROM "user_roles" ur JOIN "roles" ro ON ro."id" = ur."role_id"
  WHERE ur."user_id" = au."user_id" ORDER BY ur."position", ur."role_id" LIMIT 1
) r ON true
WHERE r."name" IN ('advisor', 'secretary');
--> statement-breakpoint
DELETE FROM "account_users" au
WHERE (
  SELECT ro."name" FROM "user_roles" ur JOIN "roles" ro ON ro."id" = ur."role_id"
  WHERE ur."user_id" = au."user_id" ORDER BY ur."position", ur."role_id" LIMIT 1
) IN ('advisor', 'secretary', 'admin');
--> statement-breakpoint
CREATE TRIGGER "account_staff_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "account_staff" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
