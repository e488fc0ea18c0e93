CREATE TABLE "patient_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"email" text NOT NULL,
	"nhs_number" text NOT NULL,
	"forename" text NOT NULL,
	"surname" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_password_resets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"wcms_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"requested_by" integer,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "patient_password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "patient_accounts" ADD CONSTRAINT "patient_accounts_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_password_resets" ADD CONSTRAINT "patient_password_resets_account_id_patient_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."patient_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_password_resets" ADD CONSTRAINT "patient_password_resets_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_password_resets" ADD CONSTRAINT "patient_password_resets_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patient_accounts_email_idx" ON "patient_accounts" USING btree ("wcms_id","email");--> statement-breakpoint
CREATE INDEX "patient_accounts_nhs_idx" ON "patient_accounts" USING btree ("wcms_id","nhs_number");--> statement-breakpoint
CREATE INDEX "patient_password_resets_account_idx" ON "patient_password_resets" USING btree ("account_id","created_at" DESC NULLS LAST);