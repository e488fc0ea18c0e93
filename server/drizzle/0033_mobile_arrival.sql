CREATE TABLE "mobile_arrival_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"position" integer NOT NULL,
	"appointment_location" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"distance_metres" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_arrival_settings" (
	"wcms_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"info_message" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "mobile_arrival_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"wcms_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"patient_id" text NOT NULL,
	"sent_with" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mobile_arrival_locations" ADD CONSTRAINT "mobile_arrival_locations_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_arrival_settings" ADD CONSTRAINT "mobile_arrival_settings_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_arrival_settings" ADD CONSTRAINT "mobile_arrival_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_arrival_tokens" ADD CONSTRAINT "mobile_arrival_tokens_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_arrival_tokens" ADD CONSTRAINT "mobile_arrival_tokens_appointment_id_clinical_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."clinical_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mobile_arrival_locations_org_idx" ON "mobile_arrival_locations" USING btree ("wcms_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_arrival_locations_name_idx" ON "mobile_arrival_locations" USING btree ("wcms_id",lower("appointment_location")) WHERE "mobile_arrival_locations"."appointment_location" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_arrival_tokens_hash_idx" ON "mobile_arrival_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "mobile_arrival_tokens_appointment_idx" ON "mobile_arrival_tokens" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_arrival_tokens_same_day_idx" ON "mobile_arrival_tokens" USING btree ("appointment_id","patient_id") WHERE "mobile_arrival_tokens"."sent_with" = 'same-day';