DROP INDEX "accounts_status_index";--> statement-breakpoint
CREATE INDEX "accounts_status_created_at_index" ON "accounts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "accounts_name_id_index" ON "accounts" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_name_id_index" ON "users" USING btree ("name","id");