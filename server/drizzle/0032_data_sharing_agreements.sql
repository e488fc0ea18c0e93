CREATE TABLE "data_sharing_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposer_wcms_id" integer NOT NULL,
	"recipient_wcms_id" integer NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"proposed_by" integer,
	"proposed_by_name" text NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"ended_by" integer,
	"ended_by_name" text,
	"ended_by_wcms_id" integer,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_sharing_consent" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"consent" text NOT NULL,
	"recorded_by" integer,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_sharing_agreements" ADD CONSTRAINT "data_sharing_agreements_proposer_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("proposer_wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sharing_agreements" ADD CONSTRAINT "data_sharing_agreements_recipient_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("recipient_wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sharing_agreements" ADD CONSTRAINT "data_sharing_agreements_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sharing_agreements" ADD CONSTRAINT "data_sharing_agreements_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sharing_agreements" ADD CONSTRAINT "data_sharing_agreements_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_sharing_consent" ADD CONSTRAINT "request_sharing_consent_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_sharing_consent" ADD CONSTRAINT "request_sharing_consent_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_sharing_agreements_live_idx" ON "data_sharing_agreements" USING btree ("proposer_wcms_id","recipient_wcms_id") WHERE "data_sharing_agreements"."status" in ('proposed', 'accepted');--> statement-breakpoint
CREATE INDEX "data_sharing_agreements_recipient_idx" ON "data_sharing_agreements" USING btree ("recipient_wcms_id");