CREATE TABLE "undo_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"employer_id" integer,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "undo_tickets_kind_chk" CHECK ("undo_tickets"."kind" in ('flags_dismissed','application_status'))
);
--> statement-breakpoint
ALTER TABLE "application_events" DROP CONSTRAINT "application_events_kind_chk";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status_chk";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "send_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "undo_tickets" ADD CONSTRAINT "undo_tickets_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "undo_tickets_expires_idx" ON "undo_tickets" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_kind_chk" CHECK ("application_events"."kind" in ('applied','status','status_undone','stage','enabled','disabled'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_chk" CHECK ("mail_outbox"."status" in ('pending','sending','sent','failed','cancelled'));