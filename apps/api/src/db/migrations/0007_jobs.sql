CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"consultant_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"work_type" text,
	"pay_type" text,
	"pay_min" integer,
	"pay_max" integer,
	"currency" text,
	"start_date" date,
	"end_date" date,
	"key_selling_points" text[] DEFAULT '{}'::text[] NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"banner" text,
	"reference_number" text,
	"classifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"product" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"rejection_reason" text,
	"created_by_user_id" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_chk" CHECK ("jobs"."status" in ('draft','on_hold','live','unlisted','expired','rejected')),
	CONSTRAINT "jobs_pay_chk" CHECK ("jobs"."pay_min" is null or "jobs"."pay_max" is null or "jobs"."pay_min" <= "jobs"."pay_max"),
	CONSTRAINT "jobs_dates_chk" CHECK ("jobs"."start_date" is null or "jobs"."end_date" is null or "jobs"."end_date" > "jobs"."start_date"),
	CONSTRAINT "jobs_ksp_chk" CHECK (cardinality("jobs"."key_selling_points") <= 3)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_employer_id_site_id_employers_id_site_id_fk" FOREIGN KEY ("employer_id","site_id") REFERENCES "public"."employers"("id","site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_site_created_idx" ON "jobs" USING btree ("account_id","site_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_site_status_created_idx" ON "jobs" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_employer_created_idx" ON "jobs" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_status_end_idx" ON "jobs" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "jobs_tags_gin" ON "jobs" USING gin ("tags");