-- A delivery's account: the account of its site (every source, a site form today, belongs to the site's account).
ALTER TABLE "webhook_deliveries" ADD COLUMN "account_id" integer;--> statement-breakpoint
UPDATE "webhook_deliveries" d SET "account_id" = s."account_id" FROM "sites" s WHERE s."id" = d."site_id";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keys include account_id, the distribution column on Citus.
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY("id","account_id");--> statement-breakpoint
DROP INDEX "webhook_deliveries_uuid_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_uuid_uq" ON "webhook_deliveries" USING btree ("uuid","account_id");
