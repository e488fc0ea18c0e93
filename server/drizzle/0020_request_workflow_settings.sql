CREATE TABLE "request_workflow_settings" (
	"wcms_id" integer PRIMARY KEY NOT NULL,
	"outcomes" jsonb,
	"admin_query_types" jsonb,
	"translation_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "request_workflow_settings" ADD CONSTRAINT "request_workflow_settings_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_workflow_settings" ADD CONSTRAINT "request_workflow_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- an organisation's admin query types move to request_workflow_settings (console area admin queries)
INSERT INTO "request_workflow_settings" ("wcms_id", "admin_query_types", "updated_at") SELECT "wcms_id", "admin_query_types", now() FROM "total_triage_settings" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "total_triage_settings" DROP COLUMN "admin_query_types";