CREATE TABLE "clinician_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attach_task_id" integer,
	"message_id" integer,
	"body" text NOT NULL,
	"outbound_request_id" integer,
	"subject" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"subject" text,
	"body" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinician_notifications" ADD CONSTRAINT "clinician_notifications_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_notifications" ADD CONSTRAINT "clinician_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_notifications" ADD CONSTRAINT "clinician_notifications_message_id_requests_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_message_id_requests_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinician_notifications_user_idx" ON "clinician_notifications" USING btree ("wcms_id","user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clinician_notifications_unread_idx" ON "clinician_notifications" USING btree ("wcms_id","user_id") WHERE not "clinician_notifications"."read";--> statement-breakpoint
CREATE UNIQUE INDEX "staff_notifications_user_message_idx" ON "staff_notifications" USING btree ("wcms_id","user_id","message_id");--> statement-breakpoint
CREATE INDEX "staff_notifications_user_idx" ON "staff_notifications" USING btree ("wcms_id","user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_notifications_message_idx" ON "staff_notifications" USING btree ("message_id");