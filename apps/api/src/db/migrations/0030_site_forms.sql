CREATE TABLE "site_form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"form_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"email" text,
	"locale" text NOT NULL,
	"ip_hash" text NOT NULL,
	"files" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"handler_result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_form_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"handler" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "site_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"handler" text,
	"webhook_url" text,
	"webhook_secret_enc" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"draft" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_version_id" integer,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_forms_status_chk" CHECK ("site_forms"."status" in ('draft','published','disabled')),
	CONSTRAINT "site_forms_name_chk" CHECK (char_length("site_forms"."name") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "site_form_submissions" ADD CONSTRAINT "site_form_submissions_form_id_site_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."site_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_form_submissions" ADD CONSTRAINT "site_form_submissions_version_id_site_form_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."site_form_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_form_submissions" ADD CONSTRAINT "site_form_submissions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_form_versions" ADD CONSTRAINT "site_form_versions_form_id_site_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."site_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_form_versions" ADD CONSTRAINT "site_form_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_forms" ADD CONSTRAINT "site_forms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_forms" ADD CONSTRAINT "site_forms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_form_submissions_uuid_uq" ON "site_form_submissions" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "site_form_submissions_form_idx" ON "site_form_submissions" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_form_versions_form_version_uq" ON "site_form_versions" USING btree ("form_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "site_forms_uuid_uq" ON "site_forms" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "site_forms_site_idx" ON "site_forms" USING btree ("site_id");