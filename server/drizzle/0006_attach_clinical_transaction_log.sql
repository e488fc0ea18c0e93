CREATE TABLE "transaction_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer,
	"user_id" integer,
	"channel" text NOT NULL,
	"method" text NOT NULL,
	"request" text,
	"response" text,
	"success" boolean NOT NULL,
	"response_time_ms" integer,
	"error" text,
	"api_id" integer,
	"client_version" text,
	"num_attachments" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_record_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"clinical_patient_id" text NOT NULL,
	"nhs_number" text,
	"title" text NOT NULL,
	"heading" text,
	"detail" text,
	"staff_id" text,
	"date_attached" timestamp with time zone NOT NULL,
	"type" text,
	"codes" jsonb NOT NULL,
	"attached_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "default_attach_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"clinical_system" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_guid" text NOT NULL,
	"name" text NOT NULL,
	"vixie_version" integer
);
--> statement-breakpoint
CREATE TABLE "attach_task_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attach_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"message_ids" integer[] NOT NULL,
	"type" text NOT NULL,
	"version_number" integer DEFAULT 1 NOT NULL,
	"patient_id" text,
	"client_id" text,
	"vixie_version" integer,
	"clinical_system" text NOT NULL,
	"coded_attached_to_pcs" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"nhs_invalid" boolean DEFAULT false NOT NULL,
	"payload" jsonb NOT NULL,
	"outbound_request_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transaction_log" ADD CONSTRAINT "transaction_log_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_log" ADD CONSTRAINT "transaction_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_record_attachments" ADD CONSTRAINT "clinical_record_attachments_record_id_clinical_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."clinical_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_records" ADD CONSTRAINT "clinical_records_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_records" ADD CONSTRAINT "clinical_records_attached_by_users_id_fk" FOREIGN KEY ("attached_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_attach_staff" ADD CONSTRAINT "default_attach_staff_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attach_task_files" ADD CONSTRAINT "attach_task_files_task_id_attach_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."attach_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attach_tasks" ADD CONSTRAINT "attach_tasks_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attach_tasks" ADD CONSTRAINT "attach_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_log_wcms_idx" ON "transaction_log" USING btree ("wcms_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clinical_record_attachments_record_idx" ON "clinical_record_attachments" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "clinical_records_patient_idx" ON "clinical_records" USING btree ("wcms_id","clinical_patient_id","date_attached");--> statement-breakpoint
CREATE UNIQUE INDEX "default_attach_staff_wcms_idx" ON "default_attach_staff" USING btree ("wcms_id","clinical_system");--> statement-breakpoint
CREATE INDEX "attach_task_files_task_idx" ON "attach_task_files" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "attach_tasks_pending_idx" ON "attach_tasks" USING btree ("wcms_id","created_at") WHERE state in ('queued', 'failed');--> statement-breakpoint
CREATE INDEX "attach_tasks_final_idx" ON "attach_tasks" USING btree ("wcms_id","updated_at" DESC NULLS LAST) WHERE state = 'final_failure';--> statement-breakpoint
CREATE INDEX "attach_tasks_messages_idx" ON "attach_tasks" USING gin ("message_ids");