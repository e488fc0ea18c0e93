CREATE TABLE "adhoc_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"wcms_id" integer NOT NULL,
	"patient_nhs_number" text NOT NULL,
	"patient_details" jsonb NOT NULL,
	"message_id" integer,
	"appointment_dt" timestamp with time zone NOT NULL,
	"expires_dt" timestamp with time zone NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"room" text NOT NULL,
	"room_key" text NOT NULL,
	"provider" text NOT NULL,
	"clinician_user_id" integer,
	"staff_guid" text,
	"clinician_ready_dt" timestamp with time zone,
	"patient_ready_dt" timestamp with time zone,
	"invited_dt" timestamp with time zone,
	"ended_dt" timestamp with time zone,
	"duration_seconds" integer,
	"completed" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adhoc_videos" ADD CONSTRAINT "adhoc_videos_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adhoc_videos" ADD CONSTRAINT "adhoc_videos_message_id_requests_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adhoc_videos" ADD CONSTRAINT "adhoc_videos_clinician_user_id_users_id_fk" FOREIGN KEY ("clinician_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adhoc_videos" ADD CONSTRAINT "adhoc_videos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adhoc_videos_uid_idx" ON "adhoc_videos" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "adhoc_videos_patient_idx" ON "adhoc_videos" USING btree ("wcms_id","patient_nhs_number","appointment_dt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "adhoc_videos_message_idx" ON "adhoc_videos" USING btree ("message_id") WHERE message_id is not null;