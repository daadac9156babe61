ALTER TABLE "users" DROP CONSTRAINT "users_phone_format";--> statement-breakpoint
ALTER TABLE "appointment_requests" DROP CONSTRAINT "appointment_requests_phone_format";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_phone_format";--> statement-breakpoint
ALTER TABLE "account_invitations" ALTER COLUMN "phone" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "sms_verification_codes" ALTER COLUMN "phone" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "phone" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "appointment_requests" ALTER COLUMN "phone" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "phone" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_format" CHECK ("users"."phone" ~ '^\+[1-9][0-9]{6,14}$');--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_phone_format" CHECK ("appointment_requests"."phone" ~ '^\+[1-9][0-9]{6,14}$');--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_phone_format" CHECK ("contact_messages"."phone" ~ '^\+[1-9][0-9]{6,14}$');