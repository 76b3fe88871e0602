CREATE TABLE "account_privacy_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"retention_enabled" boolean DEFAULT false NOT NULL,
	"retention_months" integer DEFAULT 24 NOT NULL,
	"grace_days" integer DEFAULT 14 NOT NULL,
	"site_override_allowed" boolean DEFAULT false NOT NULL,
	"hard_delete" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "account_privacy_settings_months_chk" CHECK ("account_privacy_settings"."retention_months" between 1 and 240),
	CONSTRAINT "account_privacy_settings_grace_chk" CHECK ("account_privacy_settings"."grace_days" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "platform_privacy_limits" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"min_months" integer DEFAULT 6 NOT NULL,
	"max_months" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "platform_privacy_limits_one_row_chk" CHECK ("platform_privacy_limits"."id"),
	CONSTRAINT "platform_privacy_limits_order_chk" CHECK (1 <= "platform_privacy_limits"."min_months" and "platform_privacy_limits"."min_months" <= "platform_privacy_limits"."max_months")
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"id" serial NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"version" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"requires_reconsent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	CONSTRAINT "privacy_notices_pkey" PRIMARY KEY("id","account_id")
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"seeker_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"origin" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"mode" text,
	"reason" text,
	"actor_user_id" integer,
	"file_key" text,
	"file_size" integer,
	"expires_at" timestamp with time zone,
	"error" text,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "privacy_requests_pkey" PRIMARY KEY("id","account_id"),
	CONSTRAINT "privacy_requests_kind_chk" CHECK ("privacy_requests"."kind" in ('erasure','export')),
	CONSTRAINT "privacy_requests_origin_chk" CHECK ("privacy_requests"."origin" in ('staff','candidate','retention')),
	CONSTRAINT "privacy_requests_status_chk" CHECK ("privacy_requests"."status" in ('pending','running','done','failed')),
	CONSTRAINT "privacy_requests_mode_chk" CHECK ("privacy_requests"."mode" in ('anonymise','delete'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"period_start" timestamp with time zone,
	"claimed_by" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "seeker_consents" (
	"id" bigserial NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"seeker_id" uuid NOT NULL,
	"notice_version" integer NOT NULL,
	"source" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeker_consents_pkey" PRIMARY KEY("id","account_id"),
	CONSTRAINT "seeker_consents_source_chk" CHECK ("seeker_consents"."source" in ('application','form','keep','reconsent'))
);
--> statement-breakpoint
CREATE TABLE "seeker_erasure_schedule" (
	"seeker_id" uuid NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"notice_sent_at" timestamp with time zone,
	CONSTRAINT "seeker_erasure_schedule_pkey" PRIMARY KEY("seeker_id","account_id"),
	CONSTRAINT "seeker_erasure_schedule_reason_chk" CHECK ("seeker_erasure_schedule"."reason" in ('retention','no_consent'))
);
--> statement-breakpoint
CREATE TABLE "signed_link_uses" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_privacy_settings" (
	"site_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"retention_months" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_privacy_settings_pkey" PRIMARY KEY("site_id","account_id"),
	CONSTRAINT "site_privacy_settings_months_chk" CHECK ("site_privacy_settings"."retention_months" between 1 and 240)
);
--> statement-breakpoint
CREATE TABLE "suppressed_emails" (
	"email_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppressed_emails_pkey" PRIMARY KEY("email_hash","account_id")
);
--> statement-breakpoint
ALTER TABLE "account_privacy_settings" ADD CONSTRAINT "account_privacy_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_privacy_settings" ADD CONSTRAINT "account_privacy_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_privacy_limits" ADD CONSTRAINT "platform_privacy_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_site_fk" FOREIGN KEY ("site_id","account_id") REFERENCES "public"."sites"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_site_fk" FOREIGN KEY ("site_id","account_id") REFERENCES "public"."sites"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_consents" ADD CONSTRAINT "seeker_consents_seeker_fk" FOREIGN KEY ("seeker_id","account_id") REFERENCES "public"."seekers"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_erasure_schedule" ADD CONSTRAINT "seeker_erasure_schedule_seeker_fk" FOREIGN KEY ("seeker_id","account_id") REFERENCES "public"."seekers"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_privacy_settings" ADD CONSTRAINT "site_privacy_settings_site_fk" FOREIGN KEY ("site_id","account_id") REFERENCES "public"."sites"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_notices_site_version_uq" ON "privacy_notices" USING btree ("site_id","version","account_id");--> statement-breakpoint
CREATE INDEX "privacy_requests_account_created_idx" ON "privacy_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_seeker_idx" ON "privacy_requests" USING btree ("seeker_id","created_at");--> statement-breakpoint
CREATE INDEX "seeker_consents_seeker_idx" ON "seeker_consents" USING btree ("seeker_id","created_at");--> statement-breakpoint
CREATE INDEX "seeker_erasure_schedule_site_due_idx" ON "seeker_erasure_schedule" USING btree ("account_id","site_id","due_at");--> statement-breakpoint
CREATE INDEX "seeker_erasure_schedule_due_idx" ON "seeker_erasure_schedule" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "signed_link_uses_expires_idx" ON "signed_link_uses" USING btree ("expires_at");--> statement-breakpoint
INSERT INTO "platform_privacy_limits" ("id") VALUES (true) ON CONFLICT DO NOTHING;
