CREATE TABLE "quote_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"amount" integer NOT NULL,
	"message" text,
	"price_type" text NOT NULL,
	"hourly_rate" integer,
	"estimated_hours" double precision,
	"callout_fee" integer NOT NULL,
	"includes_materials" boolean NOT NULL,
	"earliest_start" date,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_status_valid";--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_status_valid";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "response_minutes" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "price_type" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "hourly_rate" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "estimated_hours" double precision;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "callout_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "includes_materials" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "earliest_start" date;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "valid_until" date DEFAULT ((now() at time zone 'Africa/Johannesburg')::date + 14) NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_revisions_quote_revision_key" ON "quote_revisions" USING btree ("quote_id","revision");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_status_valid" CHECK ("quote_requests"."status" in ('pending', 'responded', 'accepted', 'declined', 'completed', 'closed'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_price_type_valid" CHECK ("quotes"."price_type" in ('fixed', 'estimate', 'hourly'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_callout_fee_valid" CHECK ("quotes"."callout_fee" >= 0);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_hourly_total" CHECK ("quotes"."price_type" <> 'hourly' or ("quotes"."hourly_rate" >= 1 and "quotes"."estimated_hours" > 0 and "quotes"."amount" = round(("quotes"."hourly_rate" * "quotes"."estimated_hours")::numeric)));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_valid" CHECK ("quotes"."status" in ('open', 'accepted', 'declined', 'withdrawn'));--> statement-breakpoint
-- Quotes sent before: valid 14 South African days from when they were sent; decided ones
-- decided when sent (the closest known).
UPDATE "quotes" SET "valid_until" = ("created_at" at time zone 'Africa/Johannesburg')::date + 14;--> statement-breakpoint
UPDATE "quotes" SET "decided_at" = "created_at" WHERE "status" <> 'open';--> statement-breakpoint
-- Each quote sent before is its own first revision.
INSERT INTO "quote_revisions" ("quote_id", "revision", "amount", "message", "price_type", "callout_fee", "includes_materials", "valid_until", "created_at")
SELECT "id", 1, "amount", "message", "price_type", "callout_fee", "includes_materials", "valid_until", "created_at" FROM "quotes";
