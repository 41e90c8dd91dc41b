CREATE TABLE "price_lists" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"bedrooms" integer[] NOT NULL,
	"extra_bathroom" integer NOT NULL,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"instant" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_bedrooms_count" CHECK (cardinality("price_lists"."bedrooms") = 6),
	CONSTRAINT "price_lists_extra_bathroom_range" CHECK ("price_lists"."extra_bathroom" between 0 and 5000)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_valid";--> statement-breakpoint
DROP INDEX "bookings_quote_request_key";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "instant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_lists_instant_idx" ON "price_lists" USING btree ("provider_id") WHERE "price_lists"."instant";--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_quote_request_key" ON "bookings" USING btree ("quote_request_id") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status" in ('booked', 'completed', 'cancelled'));