CREATE TABLE "booking_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"wcms_id" integer NOT NULL,
	"nhs_number" text NOT NULL,
	"mobile" text NOT NULL,
	"slot_type_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"location" text NOT NULL,
	"practice" text NOT NULL,
	"expires_on" date NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"outbox_message_id" text,
	"appointment_id" integer,
	"booked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_slot_type_id_clinical_slot_types_id_fk" FOREIGN KEY ("slot_type_id") REFERENCES "public"."clinical_slot_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_staff_id_clinical_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."clinical_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_appointment_id_clinical_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."clinical_appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_links_token_idx" ON "booking_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "booking_links_org_idx" ON "booking_links" USING btree ("wcms_id","sent_at");