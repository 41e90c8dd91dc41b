-- A request takes at most 5 quotes: each counts the quotes it has (requests from before the cap
-- with more than five count as full).
ALTER TABLE "quote_requests" ADD COLUMN "quote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "quote_requests" SET "quote_count" = least(5, (SELECT count(*) FROM "quotes" WHERE "quotes"."quote_request_id" = "quote_requests"."id"))
WHERE EXISTS (SELECT 1 FROM "quotes" WHERE "quotes"."quote_request_id" = "quote_requests"."id");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_quote_count_range" CHECK ("quote_requests"."quote_count" between 0 and 5);
