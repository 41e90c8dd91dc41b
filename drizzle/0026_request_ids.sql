ALTER TABLE "deliveries" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "request_id" text;