CREATE TABLE "client_settings" (
	"wcms_id" integer PRIMARY KEY NOT NULL,
	"inactivity_timeout_unit" text DEFAULT 'hours' NOT NULL,
	"inactivity_timeout_value" integer DEFAULT 1,
	"minimum_user_age" integer,
	"minimum_patient_age" integer,
	"guest_use" boolean DEFAULT true NOT NULL,
	"guest_email_optional" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "email_notification_settings" (
	"wcms_id" integer PRIMARY KEY NOT NULL,
	"address" text,
	"counted_up_to" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "external_recipient_settings" (
	"wcms_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "external_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"name" text NOT NULL,
	"organisation" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "adhoc_videos" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "client_settings" ADD CONSTRAINT "client_settings_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_settings" ADD CONSTRAINT "client_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_notification_settings" ADD CONSTRAINT "email_notification_settings_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_notification_settings" ADD CONSTRAINT "email_notification_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_recipient_settings" ADD CONSTRAINT "external_recipient_settings_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_recipient_settings" ADD CONSTRAINT "external_recipient_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_recipients" ADD CONSTRAINT "external_recipients_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_recipients" ADD CONSTRAINT "external_recipients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_notification_settings_due_idx" ON "email_notification_settings" USING btree ("last_sent_at") WHERE address is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "external_recipients_email_idx" ON "external_recipients" USING btree ("wcms_id",lower("email"));--> statement-breakpoint
-- the minimum patient age moves from the total triage settings to the client settings (console area client-settings)
INSERT INTO "client_settings" ("wcms_id", "minimum_patient_age", "updated_at") SELECT "wcms_id", "minimum_patient_age", now() FROM "total_triage_settings" WHERE "minimum_patient_age" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "total_triage_settings" DROP COLUMN "minimum_patient_age";