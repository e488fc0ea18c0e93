ALTER TABLE "clinical_sessions" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "arrivals" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "arrivals" ADD COLUMN "review_response" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "touchscreens" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "touchscreens" ADD COLUMN "location_lock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "touchscreens" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "touchscreens" ADD COLUMN "review_response" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "touchscreens" ADD COLUMN "health_pod" jsonb DEFAULT '[]'::jsonb NOT NULL;