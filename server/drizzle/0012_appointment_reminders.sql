CREATE TABLE "appointment_reminder_settings" (
	"wcms_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"days_before" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sms_without_consent" boolean DEFAULT false NOT NULL,
	"text" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "appointment_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"appointment_at" timestamp with time zone NOT NULL,
	"days_before" integer NOT NULL,
	"patient_id" text NOT NULL,
	"patient_name" text NOT NULL,
	"nhs_number" text,
	"mobile" text,
	"send_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"channel" text,
	"body" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failure_reason" text,
	"fallback_channel" text,
	"fallback_at" timestamp with time zone,
	"outbox_message_id" uuid,
	"attach_task_id" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinical_patients" ADD COLUMN "sms_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clinical_patients" ADD COLUMN "nhs_app" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_reminder_settings" ADD CONSTRAINT "appointment_reminder_settings_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminder_settings" ADD CONSTRAINT "appointment_reminder_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminders_once_idx" ON "appointment_reminders" USING btree ("appointment_id","patient_id","days_before");--> statement-breakpoint
CREATE INDEX "appointment_reminders_log_idx" ON "appointment_reminders" USING btree ("wcms_id","created_at");--> statement-breakpoint
CREATE INDEX "appointment_reminders_due_idx" ON "appointment_reminders" USING btree ("send_at") WHERE state = 'pending';