ALTER TABLE "quote_requests" ADD COLUMN "trade_details" jsonb;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "budget" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "emergency_on" date;--> statement-breakpoint
CREATE INDEX "quote_requests_emergency_idx" ON "quote_requests" USING btree ("emergency_on") WHERE "quote_requests"."emergency_on" is not null;