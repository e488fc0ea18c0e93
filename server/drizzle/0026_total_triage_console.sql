ALTER TABLE "care_navigation_rules" ADD COLUMN "patients" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "care_navigation_rules" ADD COLUMN "health_data" text;--> statement-breakpoint
ALTER TABLE "care_navigation_rules" ADD COLUMN "questionnaire" text;--> statement-breakpoint
ALTER TABLE "care_navigation_rules" ADD COLUMN "min_age_unit" text DEFAULT 'years' NOT NULL;--> statement-breakpoint
ALTER TABLE "care_navigation_rules" ADD COLUMN "max_age_unit" text DEFAULT 'years' NOT NULL;--> statement-breakpoint
ALTER TABLE "total_triage_settings" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "total_triage_settings" ADD COLUMN "preferences" jsonb DEFAULT '[]'::jsonb NOT NULL;