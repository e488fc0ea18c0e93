CREATE TABLE "outbound_pathways" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"interval_days" integer NOT NULL,
	"template_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"row" integer NOT NULL,
	"nhs_number" text NOT NULL,
	"mobile" text NOT NULL,
	"forename" text NOT NULL,
	"surname" text NOT NULL,
	"address_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"postcode" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"channel_used" text NOT NULL,
	"outbox_message_id" uuid,
	"dispatched_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"next_reminder_at" timestamp with time zone,
	"fallback_sent" boolean DEFAULT false NOT NULL,
	"failure_reason" text,
	"nhs_invalid" boolean DEFAULT false NOT NULL,
	"token" text NOT NULL,
	"read_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"channel" text NOT NULL,
	"body" text NOT NULL,
	"template_id" integer,
	"pathway_id" integer,
	"sender_id" text,
	"response_requested" boolean DEFAULT false NOT NULL,
	"preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reminder" jsonb,
	"fallback_hours" integer,
	"source" text DEFAULT 'single' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer
);
--> statement-breakpoint
CREATE TABLE "outbound_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sender_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "outbound_pathways" ADD CONSTRAINT "outbound_pathways_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_pathways" ADD CONSTRAINT "outbound_pathways_template_id_outbound_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."outbound_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_recipients" ADD CONSTRAINT "outbound_recipients_request_id_outbound_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."outbound_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_requests" ADD CONSTRAINT "outbound_requests_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_requests" ADD CONSTRAINT "outbound_requests_template_id_outbound_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."outbound_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_requests" ADD CONSTRAINT "outbound_requests_pathway_id_outbound_pathways_id_fk" FOREIGN KEY ("pathway_id") REFERENCES "public"."outbound_pathways"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_requests" ADD CONSTRAINT "outbound_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_requests" ADD CONSTRAINT "outbound_requests_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_templates" ADD CONSTRAINT "outbound_templates_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_pathways_name_idx" ON "outbound_pathways" USING btree ("wcms_id",lower("name"));--> statement-breakpoint
CREATE INDEX "outbound_recipients_request_idx" ON "outbound_recipients" USING btree ("request_id","row");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_recipients_token_idx" ON "outbound_recipients" USING btree ("token");--> statement-breakpoint
CREATE INDEX "outbound_recipients_due_idx" ON "outbound_recipients" USING btree ("state") WHERE state in ('pending', 'queued', 'sent');--> statement-breakpoint
CREATE INDEX "outbound_recipients_outbox_idx" ON "outbound_recipients" USING btree ("outbox_message_id");--> statement-breakpoint
CREATE INDEX "outbound_recipients_nhs_idx" ON "outbound_recipients" USING btree ("nhs_number");--> statement-breakpoint
CREATE INDEX "outbound_requests_wcms_idx" ON "outbound_requests" USING btree ("wcms_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbound_templates_wcms_idx" ON "outbound_templates" USING btree ("wcms_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_in_flight_idx" ON "outbox_messages" USING btree ("status","updated_at") WHERE status in ('pending', 'queued', 'sent');--> statement-breakpoint
CREATE INDEX "outbox_messages_provider_ref_idx" ON "outbox_messages" USING btree ("provider_ref");