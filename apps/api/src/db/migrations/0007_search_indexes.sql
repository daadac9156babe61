-- The trigram indexes below need pg_trgm (PGlite loads it as an extension; PostgreSQL ships it in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "accounts_name_trgm_index" ON "accounts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_index" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_index" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointment_requests_created_at_id_index" ON "appointment_requests" USING btree ("created_at","id");