CREATE TABLE "arrival_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"wcms_id" integer NOT NULL,
	"touchscreen_id" integer,
	"tv_screen_id" integer,
	"token_hash" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arrivals" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"appointment_id" text NOT NULL,
	"appointment_start" timestamp with time zone NOT NULL,
	"clinical_patient_id" text NOT NULL,
	"consulting_staff_id" text NOT NULL,
	"method" text NOT NULL,
	"touchscreen_id" integer,
	"waiting_area_id" integer,
	"waiting_area_name" text,
	"arrived_at" timestamp with time zone NOT NULL,
	"called_at" timestamp with time zone,
	"called_by" integer,
	"readings" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"staff_id" text NOT NULL,
	"weekday" integer NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"start" text,
	"end" text,
	"waiting_area_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "touchscreens" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"info_message" text,
	"minutes_early" integer NOT NULL,
	"minutes_late" integer NOT NULL,
	"licence" text DEFAULT 'registered' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tv_news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"text" text NOT NULL,
	"expires_on" date,
	"screen_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tv_screens" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"notification_sound" text DEFAULT 'chime' NOT NULL,
	"announce" boolean DEFAULT false NOT NULL,
	"name_format" text DEFAULT 'forename-initial' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiting_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"name" text NOT NULL,
	"instructions" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arrival_devices" ADD CONSTRAINT "arrival_devices_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_devices" ADD CONSTRAINT "arrival_devices_touchscreen_id_touchscreens_id_fk" FOREIGN KEY ("touchscreen_id") REFERENCES "public"."touchscreens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_devices" ADD CONSTRAINT "arrival_devices_tv_screen_id_tv_screens_id_fk" FOREIGN KEY ("tv_screen_id") REFERENCES "public"."tv_screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrivals" ADD CONSTRAINT "arrivals_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrivals" ADD CONSTRAINT "arrivals_touchscreen_id_touchscreens_id_fk" FOREIGN KEY ("touchscreen_id") REFERENCES "public"."touchscreens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrivals" ADD CONSTRAINT "arrivals_waiting_area_id_waiting_areas_id_fk" FOREIGN KEY ("waiting_area_id") REFERENCES "public"."waiting_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrivals" ADD CONSTRAINT "arrivals_called_by_users_id_fk" FOREIGN KEY ("called_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schedules" ADD CONSTRAINT "staff_schedules_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schedules" ADD CONSTRAINT "staff_schedules_waiting_area_id_waiting_areas_id_fk" FOREIGN KEY ("waiting_area_id") REFERENCES "public"."waiting_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchscreens" ADD CONSTRAINT "touchscreens_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_news_items" ADD CONSTRAINT "tv_news_items_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_screens" ADD CONSTRAINT "tv_screens_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_areas" ADD CONSTRAINT "waiting_areas_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_devices_token_idx" ON "arrival_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "arrivals_appointment_idx" ON "arrivals" USING btree ("wcms_id","appointment_id");--> statement-breakpoint
CREATE INDEX "arrivals_day_idx" ON "arrivals" USING btree ("wcms_id","arrived_at");--> statement-breakpoint
CREATE INDEX "arrivals_staff_idx" ON "arrivals" USING btree ("consulting_staff_id","arrived_at");--> statement-breakpoint
CREATE INDEX "staff_schedules_staff_idx" ON "staff_schedules" USING btree ("wcms_id","staff_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "touchscreens_code_idx" ON "touchscreens" USING btree ("wcms_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "tv_screens_code_idx" ON "tv_screens" USING btree ("wcms_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_areas_name_idx" ON "waiting_areas" USING btree ("wcms_id",lower("name"));