-- Existing quotes take their request's created_at before the column becomes NOT NULL.
ALTER TABLE "quotes" ADD COLUMN "request_created_at" timestamp with time zone;--> statement-breakpoint
UPDATE "quotes" SET "request_created_at" = "quote_requests"."created_at" FROM "quote_requests" WHERE "quote_requests"."id" = "quotes"."quote_request_id";--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "request_created_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "quotes_provider_request_idx" ON "quotes" USING btree ("provider_id","request_created_at" DESC NULLS LAST,"quote_request_id" DESC NULLS LAST);
