CREATE TABLE "application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"emailed" boolean DEFAULT false NOT NULL,
	"actor_user_id" integer,
	"impersonator_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_events_kind_chk" CHECK ("application_events"."kind" in ('applied','status','stage','enabled','disabled'))
);
--> statement-breakpoint
CREATE TABLE "application_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"application_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"notes" text,
	"author_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_feedback_rating_chk" CHECK ("application_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"seeker_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"employer_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"stage" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"cover_letter" text,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_chk" CHECK ("applications"."status" in ('new','applied','registered','invited','screening','shortlisted','interviewed','offered','unsuccessful','withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "seekers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"location" text,
	"headline" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"resume_key" text,
	"resume_name" text,
	"resume_type" text,
	"resume_size" integer,
	"resume_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "seekers_status_chk" CHECK ("seekers"."status" in ('enabled','disabled')),
	CONSTRAINT "seekers_disabled_chk" CHECK (("seekers"."status" = 'disabled') = ("seekers"."disabled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_feedback" ADD CONSTRAINT "application_feedback_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_feedback" ADD CONSTRAINT "application_feedback_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_seeker_id_seekers_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seekers" ADD CONSTRAINT "seekers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_feedback_application_idx" ON "application_feedback" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_seeker_uq" ON "applications" USING btree ("job_id","seeker_id");--> statement-breakpoint
CREATE INDEX "applications_site_created_idx" ON "applications" USING btree ("account_id","site_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_employer_created_idx" ON "applications" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_job_created_idx" ON "applications" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_seeker_idx" ON "applications" USING btree ("seeker_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_site_status_idx" ON "applications" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "applications_tags_gin" ON "applications" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "seekers_site_email_uq" ON "seekers" USING btree ("site_id",lower("email"));--> statement-breakpoint
CREATE INDEX "seekers_site_created_idx" ON "seekers" USING btree ("account_id","site_id","created_at");--> statement-breakpoint
CREATE INDEX "seekers_site_last_name_idx" ON "seekers" USING btree ("site_id",lower("last_name"));--> statement-breakpoint
CREATE INDEX "seekers_tags_gin" ON "seekers" USING gin ("tags");