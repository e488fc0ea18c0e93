CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"source" text NOT NULL,
	"user_id" integer,
	"page" text,
	"rating" smallint,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fft_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"request_id" integer,
	"token" text NOT NULL,
	"method" text NOT NULL,
	"recipient" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"outbox_message_id" uuid,
	"answer" smallint,
	"comment" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fft_settings" (
	"wcms_id" integer PRIMARY KEY NOT NULL,
	"request_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"send_delay_days" integer DEFAULT 0 NOT NULL,
	"appointment_option" boolean DEFAULT false NOT NULL,
	"invitation_method" text DEFAULT 'sms' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fft_invitations" ADD CONSTRAINT "fft_invitations_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fft_invitations" ADD CONSTRAINT "fft_invitations_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fft_settings" ADD CONSTRAINT "fft_settings_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_wcms_idx" ON "feedback" USING btree ("wcms_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fft_invitations_token_idx" ON "fft_invitations" USING btree ("token");--> statement-breakpoint
CREATE INDEX "fft_invitations_wcms_idx" ON "fft_invitations" USING btree ("wcms_id","created_at");--> statement-breakpoint
CREATE INDEX "fft_invitations_due_idx" ON "fft_invitations" USING btree ("send_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "requests_completed_idx" ON "requests" USING btree ("wcms_id","completed_at") WHERE completed_at is not null;