ALTER TABLE "clinician_notifications" ADD COLUMN "adhoc_video_id" integer;--> statement-breakpoint
ALTER TABLE "adhoc_videos" ADD COLUMN "last_seen_dt" timestamp with time zone;