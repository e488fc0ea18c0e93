CREATE TABLE "information_governance_settings" (
	"wcms_id" integer PRIMARY KEY NOT NULL,
	"client_retention_value" integer NOT NULL,
	"client_retention_unit" text NOT NULL,
	"consult_retention_value" integer NOT NULL,
	"consult_retention_unit" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "retention_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"wcms_id" integer NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"reference" text,
	"completed_at" timestamp with time zone,
	"files_deleted" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_job_runs" (
	"job" text NOT NULL,
	"run_on" date NOT NULL,
	"run_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"deleted" integer,
	CONSTRAINT "scheduled_job_runs_job_run_on_pk" PRIMARY KEY("job","run_on")
);
--> statement-breakpoint
CREATE TABLE "staff_alert_acknowledgements" (
	"alert_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_alert_acknowledgements_alert_id_user_id_pk" PRIMARY KEY("alert_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"severity" text NOT NULL,
	"expires_on" date,
	"upload_id" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_server_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"user_id" integer,
	"fields" jsonb NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_server_details" (
	"wcms_id" integer PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"database" text NOT NULL,
	"gateway_host" text NOT NULL,
	"port" integer NOT NULL,
	"server" text NOT NULL,
	"site_code" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"api_password_sealed" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "information_governance_settings" ADD CONSTRAINT "information_governance_settings_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_governance_settings" ADD CONSTRAINT "information_governance_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_deletions" ADD CONSTRAINT "retention_deletions_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_alert_acknowledgements" ADD CONSTRAINT "staff_alert_acknowledgements_alert_id_staff_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."staff_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_alert_acknowledgements" ADD CONSTRAINT "staff_alert_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_alerts" ADD CONSTRAINT "staff_alerts_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_alerts" ADD CONSTRAINT "staff_alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_server_audit" ADD CONSTRAINT "clinical_server_audit_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_server_audit" ADD CONSTRAINT "clinical_server_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_server_details" ADD CONSTRAINT "clinical_server_details_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_server_details" ADD CONSTRAINT "clinical_server_details_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retention_deletions_org_idx" ON "retention_deletions" USING btree ("wcms_id","deleted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_alerts_org_idx" ON "staff_alerts" USING btree ("wcms_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clinical_server_audit_org_idx" ON "clinical_server_audit" USING btree ("wcms_id","changed_at" DESC NULLS LAST);