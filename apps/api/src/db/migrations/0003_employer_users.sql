ALTER TABLE "users" DROP CONSTRAINT "users_status_chk";--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "scope_type" text;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_scope_type_chk" CHECK ("roles"."scope_type" in ('all','account','site','employer'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_chk" CHECK ("users"."status" in ('active','invited','disabled'));