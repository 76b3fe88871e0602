CREATE TABLE "consultants" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"photo" text,
	"bio" text,
	"specialisations" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultants_status_chk" CHECK ("consultants"."status" in ('enabled','disabled'))
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "consultant_id" integer;--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_site_id_account_id_sites_id_account_id_fk" FOREIGN KEY ("site_id","account_id") REFERENCES "public"."sites"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultants_site_email_uq" ON "consultants" USING btree ("site_id",lower("email"));--> statement-breakpoint
CREATE INDEX "consultants_site_name_idx" ON "consultants" USING btree ("account_id","site_id",lower("name"));