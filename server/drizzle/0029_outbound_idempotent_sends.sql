ALTER TABLE "outbox_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "outbound_recipients" ADD COLUMN "sending_key" text;--> statement-breakpoint
ALTER TABLE "outbound_recipients" ADD COLUMN "sending_since" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_idempotency_idx" ON "outbox_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbound_recipients_sending_idx" ON "outbound_recipients" USING btree ("sending_since") WHERE sending_since is not null;