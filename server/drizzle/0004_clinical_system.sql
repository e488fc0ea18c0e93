CREATE TABLE "clinical_appointment_owners" (
	"id" text PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"name" text NOT NULL,
	"staff_id" text
);
--> statement-breakpoint
CREATE TABLE "clinical_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"slot_type_id" text NOT NULL,
	"type" text,
	"consulting_staff_id" text NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"arrival_time" timestamp with time zone,
	"prevent_self_check_in" boolean DEFAULT false NOT NULL,
	"patient_id" text,
	"booked_at" timestamp with time zone,
	"booked_by" integer,
	"session_holders" jsonb
);
--> statement-breakpoint
CREATE TABLE "clinical_book_days" (
	"wcms_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "clinical_book_days_wcms_id_day_pk" PRIMARY KEY("wcms_id","day")
);
--> statement-breakpoint
CREATE TABLE "clinical_patient_id_cache" (
	"nhs_number" text NOT NULL,
	"wcms_id" integer NOT NULL,
	"clinical_system" text NOT NULL,
	"clinical_patient_id" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_patients" (
	"id" text PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"title" text,
	"forename" text NOT NULL,
	"surname" text NOT NULL,
	"nhs_number" text,
	"date_of_birth" date,
	"sex" text,
	"primary_email" text,
	"primary_phone" text,
	"mobile_phone" text,
	"work_phone" text,
	"address1" text,
	"address2" text,
	"address3" text,
	"address4" text,
	"address5" text,
	"postcode" text
);
--> statement-breakpoint
CREATE TABLE "clinical_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"name" text NOT NULL,
	"owner_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"slot_type_id" text NOT NULL,
	"weekday" integer NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"slot_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_slot_types" (
	"id" text PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"name" text NOT NULL,
	"mode" text DEFAULT 'face_to_face' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_staff" (
	"id" text PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"appointment_staff_id" text,
	"mnemonic" text,
	"title" text,
	"forename" text NOT NULL,
	"surname" text NOT NULL,
	"sex" text,
	"active" boolean DEFAULT true NOT NULL,
	"consult" boolean DEFAULT false NOT NULL,
	"job_title" text,
	"user_id" integer
);
--> statement-breakpoint
ALTER TABLE "clinical_appointment_owners" ADD CONSTRAINT "clinical_appointment_owners_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_appointment_owners" ADD CONSTRAINT "clinical_appointment_owners_staff_id_clinical_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."clinical_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_appointments" ADD CONSTRAINT "clinical_appointments_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_appointments" ADD CONSTRAINT "clinical_appointments_session_id_clinical_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."clinical_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_appointments" ADD CONSTRAINT "clinical_appointments_slot_type_id_clinical_slot_types_id_fk" FOREIGN KEY ("slot_type_id") REFERENCES "public"."clinical_slot_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_appointments" ADD CONSTRAINT "clinical_appointments_consulting_staff_id_clinical_staff_id_fk" FOREIGN KEY ("consulting_staff_id") REFERENCES "public"."clinical_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_appointments" ADD CONSTRAINT "clinical_appointments_patient_id_clinical_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."clinical_patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_appointments" ADD CONSTRAINT "clinical_appointments_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_book_days" ADD CONSTRAINT "clinical_book_days_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_patient_id_cache" ADD CONSTRAINT "clinical_patient_id_cache_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_patients" ADD CONSTRAINT "clinical_patients_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_sessions" ADD CONSTRAINT "clinical_sessions_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_sessions" ADD CONSTRAINT "clinical_sessions_owner_id_clinical_appointment_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."clinical_appointment_owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_sessions" ADD CONSTRAINT "clinical_sessions_staff_id_clinical_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."clinical_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_sessions" ADD CONSTRAINT "clinical_sessions_slot_type_id_clinical_slot_types_id_fk" FOREIGN KEY ("slot_type_id") REFERENCES "public"."clinical_slot_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_slot_types" ADD CONSTRAINT "clinical_slot_types_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_staff" ADD CONSTRAINT "clinical_staff_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_staff" ADD CONSTRAINT "clinical_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_appointments_slot_idx" ON "clinical_appointments" USING btree ("session_id","start_time");--> statement-breakpoint
CREATE INDEX "clinical_appointments_time_idx" ON "clinical_appointments" USING btree ("wcms_id","start_time");--> statement-breakpoint
CREATE INDEX "clinical_appointments_staff_idx" ON "clinical_appointments" USING btree ("consulting_staff_id","start_time");--> statement-breakpoint
CREATE INDEX "clinical_appointments_patient_idx" ON "clinical_appointments" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_patient_id_cache_key_idx" ON "clinical_patient_id_cache" USING btree ("nhs_number","wcms_id","clinical_system");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_patients_nhs_idx" ON "clinical_patients" USING btree ("wcms_id","nhs_number");--> statement-breakpoint
CREATE INDEX "clinical_patients_surname_idx" ON "clinical_patients" USING btree ("wcms_id","surname");--> statement-breakpoint
CREATE INDEX "clinical_staff_org_idx" ON "clinical_staff" USING btree ("wcms_id");