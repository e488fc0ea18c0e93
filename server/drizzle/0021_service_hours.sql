CREATE TABLE "service_hours_settings" (
	"wcms_id" integer PRIMARY KEY NOT NULL,
	"days" jsonb,
	"confirmation_messages" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "service_hours_settings" ADD CONSTRAINT "service_hours_settings_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_hours_settings" ADD CONSTRAINT "service_hours_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;