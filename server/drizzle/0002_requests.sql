CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'group' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_counts" (
	"wcms_id" integer NOT NULL,
	"request_type" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assignment_counts_wcms_id_request_type_day_pk" PRIMARY KEY("wcms_id","request_type","day")
);
--> statement-breakpoint
CREATE TABLE "daily_limits" (
	"wcms_id" integer NOT NULL,
	"request_type" text NOT NULL,
	"daily_limit" integer NOT NULL,
	CONSTRAINT "daily_limits_wcms_id_request_type_pk" PRIMARY KEY("wcms_id","request_type")
);
--> statement-breakpoint
CREATE TABLE "request_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"direction" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_locks" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"unit" text,
	"code" text,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_reads" (
	"user_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_reads_user_id_request_id_pk" PRIMARY KEY("user_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "request_thread" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledged" boolean,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"reference" text GENERATED ALWAYS AS ('RQ-' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end) STORED NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'new_request' NOT NULL,
	"priority" text DEFAULT 'unprioritised' NOT NULL,
	"priority_rank" smallint GENERATED ALWAYS AS (case priority when 'urgent' then 0 when 'same_day' then 1 when 'routine' then 2 else 3 end) STORED NOT NULL,
	"subject" text NOT NULL,
	"body" text,
	"answers" jsonb,
	"received_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"pool_id" integer NOT NULL,
	"assigned_user_id" integer,
	"outcome" text,
	"consultation_method" text,
	"patient_name" text NOT NULL,
	"patient_born" date,
	"patient_sex" text,
	"patient_gender" text,
	"patient_telephone" text,
	"patient_email" text,
	"patient_address" text,
	"patient_nhs_number" text,
	"patient_chi_number" text,
	"identity" text DEFAULT 'unmatched' NOT NULL,
	"clinical_patient_id" text,
	"enquirer" jsonb,
	"translation" jsonb,
	"care_navigation" jsonb,
	"fft_state" text,
	"unacknowledged_count" integer DEFAULT 0 NOT NULL,
	"counted_on" date,
	"created_by" integer,
	"completed_at" timestamp with time zone,
	"completed_by" integer
);
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_counts" ADD CONSTRAINT "assignment_counts_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_limits" ADD CONSTRAINT "daily_limits_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_locks" ADD CONSTRAINT "request_locks_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_locks" ADD CONSTRAINT "request_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_readings" ADD CONSTRAINT "request_readings_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reads" ADD CONSTRAINT "request_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reads" ADD CONSTRAINT "request_reads_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_thread" ADD CONSTRAINT "request_thread_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_thread" ADD CONSTRAINT "request_thread_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_thread" ADD CONSTRAINT "request_thread_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_pool_id_groups_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_wcms_name_idx" ON "groups" USING btree ("wcms_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "groups_one_incoming_idx" ON "groups" USING btree ("wcms_id") WHERE "groups"."kind" = 'incoming';--> statement-breakpoint
CREATE INDEX "request_attachments_request_idx" ON "request_attachments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_readings_request_idx" ON "request_readings" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_reads_request_idx" ON "request_reads" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_thread_request_idx" ON "request_thread" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_reference_idx" ON "requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "requests_open_received_idx" ON "requests" USING btree ("wcms_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'completed';--> statement-breakpoint
CREATE INDEX "requests_received_idx" ON "requests" USING btree ("wcms_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_status_received_idx" ON "requests" USING btree ("wcms_id","status","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_open_priority_idx" ON "requests" USING btree ("wcms_id","priority_rank","received_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'completed';--> statement-breakpoint
CREATE INDEX "requests_priority_idx" ON "requests" USING btree ("wcms_id","priority_rank","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_open_patient_idx" ON "requests" USING btree ("wcms_id",lower("patient_name"),"received_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'completed';--> statement-breakpoint
CREATE INDEX "requests_open_pool_idx" ON "requests" USING btree ("pool_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'completed';--> statement-breakpoint
CREATE INDEX "requests_pool_idx" ON "requests" USING btree ("pool_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_open_assignee_idx" ON "requests" USING btree ("assigned_user_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'completed';--> statement-breakpoint
CREATE INDEX "requests_assignee_idx" ON "requests" USING btree ("assigned_user_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE assigned_user_id is not null;--> statement-breakpoint
CREATE INDEX "requests_attention_idx" ON "requests" USING btree ("wcms_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE unacknowledged_count > 0;--> statement-breakpoint
CREATE INDEX "requests_nhs_number_idx" ON "requests" USING btree ("wcms_id","patient_nhs_number");--> statement-breakpoint
CREATE INDEX "requests_patient_name_fts_idx" ON "requests" USING gin (to_tsvector('simple', "patient_name"));--> statement-breakpoint
CREATE INDEX "requests_subject_fts_idx" ON "requests" USING gin (to_tsvector('simple', "subject"));