CREATE TABLE "account_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(190) NOT NULL,
	"phone" varchar(13),
	"member_role" varchar(10) NOT NULL,
	"can_pay" boolean NOT NULL,
	"can_upload_documents" boolean NOT NULL,
	"can_see_office" boolean NOT NULL,
	"can_manage_team" boolean NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "account_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_invitations_member_role" CHECK ("account_invitations"."member_role" in ('owner', 'member', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "company_change_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "company_change_requests_status" CHECK ("company_change_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"token_hash" varchar(64),
	"file_key" varchar(200),
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "document_accesses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_accesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"document_id" integer,
	"document_kind" varchar(40) NOT NULL,
	"document_period" varchar(7),
	"user_id" integer,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_users" ADD COLUMN "member_role" varchar(10) DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_users" ADD COLUMN "can_pay" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "account_users" ADD COLUMN "can_upload_documents" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "account_users" ADD COLUMN "can_see_office" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "account_users" ADD COLUMN "can_manage_team" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "close_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_change_requests" ADD CONSTRAINT "company_change_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_change_requests" ADD CONSTRAINT "company_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_change_requests" ADD CONSTRAINT "company_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_accesses" ADD CONSTRAINT "document_accesses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_accesses" ADD CONSTRAINT "document_accesses_document_id_account_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."account_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_accesses" ADD CONSTRAINT "document_accesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_invitations_by_account" ON "account_invitations" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_invitations_one_open" ON "account_invitations" USING btree ("account_id","email") WHERE "account_invitations"."accepted_at" is null and "account_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_change_requests_one_pending" ON "company_change_requests" USING btree ("account_id") WHERE "company_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "data_exports_by_user" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_exports_expiring" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."file_key" is not null;--> statement-breakpoint
CREATE INDEX "document_accesses_by_account" ON "document_accesses" USING btree ("account_id","accessed_at");--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_member_role" CHECK ("account_users"."member_role" in ('owner', 'member', 'viewer'));--> statement-breakpoint
-- Every new table tells the callers' answer caches (0015) that data changed.
CREATE TRIGGER "account_invitations_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "account_invitations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "company_change_requests_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_change_requests" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "document_accesses_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "document_accesses" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "data_exports_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "data_exports" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
