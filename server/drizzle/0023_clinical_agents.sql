CREATE TABLE "clinical_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"hostname" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer
);
--> statement-breakpoint
ALTER TABLE "clinical_agents" ADD CONSTRAINT "clinical_agents_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_agents" ADD CONSTRAINT "clinical_agents_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_agents_org_host_idx" ON "clinical_agents" USING btree ("wcms_id","hostname");