CREATE TABLE "arrival_device_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "arrival_device_attempts_org_idx" ON "arrival_device_attempts" USING btree ("wcms_id","at");--> statement-breakpoint
CREATE INDEX "arrival_device_attempts_ip_idx" ON "arrival_device_attempts" USING btree ("ip","at");