CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"role_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"scope_type" text NOT NULL,
	"scope_id" integer NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invitations_scope_type_chk" CHECK ("invitations"."scope_type" in ('account','site','employer')),
	CONSTRAINT "invitations_email_lower" CHECK ("invitations"."email" = lower("invitations"."email"))
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_user_place_uq" ON "invitations" USING btree ("user_id","scope_type","scope_id");--> statement-breakpoint
CREATE INDEX "invitations_account_idx" ON "invitations" USING btree ("account_id","scope_type","scope_id");--> statement-breakpoint
-- Someone who has not yet chosen a password held their role already; from now on it is an
-- invitation until they use their link (which then accepts it).
INSERT INTO "invitations" ("user_id", "email", "role_id", "account_id", "scope_type", "scope_id", "created_at", "expires_at")
SELECT DISTINCT ON (g."user_id", g."scope_type", g."scope_id")
  g."user_id", u."email", g."role_id", g."account_id", g."scope_type", g."scope_id", g."created_at", g."created_at" + interval '7 days'
FROM "grants" g
JOIN "users" u ON u."id" = g."user_id"
WHERE u."status" = 'invited' AND g."scope_type" IN ('account', 'site', 'employer')
ORDER BY g."user_id", g."scope_type", g."scope_id", g."id";
--> statement-breakpoint
DELETE FROM "grants" g USING "users" u WHERE u."id" = g."user_id" AND u."status" = 'invited';
