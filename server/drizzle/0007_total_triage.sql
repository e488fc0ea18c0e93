CREATE TABLE "care_navigation_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"name" text NOT NULL,
	"request_type" text NOT NULL,
	"medical_problem" text,
	"admin_query" text,
	"min_age" integer,
	"max_age" integer,
	"priority" text NOT NULL,
	"route_pool_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"question" text NOT NULL,
	"enquiry_type" text NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "total_triage_settings" (
	"wcms_id" integer PRIMARY KEY NOT NULL,
	"minimum_patient_age" integer,
	"medical_problems" jsonb NOT NULL,
	"admin_query_types" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "care_navigation_rules" ADD CONSTRAINT "care_navigation_rules_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_navigation_rules" ADD CONSTRAINT "care_navigation_rules_route_pool_id_groups_id_fk" FOREIGN KEY ("route_pool_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_questions" ADD CONSTRAINT "custom_questions_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "total_triage_settings" ADD CONSTRAINT "total_triage_settings_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_navigation_rules_org_idx" ON "care_navigation_rules" USING btree ("wcms_id","position");--> statement-breakpoint
CREATE INDEX "custom_questions_org_idx" ON "custom_questions" USING btree ("wcms_id","position");