CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"visit_date" date NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status" in ('booked', 'completed')),
	CONSTRAINT "bookings_span_valid" CHECK ("bookings"."start_minute" >= 0 and "bookings"."end_minute" > "bookings"."start_minute" and "bookings"."end_minute" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "working_hours" jsonb DEFAULT '{"mon":{"start":"07:00","end":"17:00"},"tue":{"start":"07:00","end":"17:00"},"wed":{"start":"07:00","end":"17:00"},"thu":{"start":"07:00","end":"17:00"},"fri":{"start":"07:00","end":"17:00"},"sat":{"start":"08:00","end":"13:00"},"sun":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "daily_capacity" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD COLUMN "visit_date" date;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD COLUMN "visit_start" integer;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD COLUMN "visit_minutes" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "visit_date" date;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "visit_start" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "visit_minutes" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_quote_request_key" ON "bookings" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "bookings_provider_day_idx" ON "bookings" USING btree ("provider_id","visit_date");--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_daily_capacity_range" CHECK ("providers"."daily_capacity" between 1 and 10);--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_visit_whole" CHECK (("quote_revisions"."visit_date" is null) = ("quote_revisions"."visit_start" is null) and ("quote_revisions"."visit_date" is null) = ("quote_revisions"."visit_minutes" is null) and ("quote_revisions"."visit_start" is null or ("quote_revisions"."visit_start" >= 0 and "quote_revisions"."visit_minutes" > 0 and "quote_revisions"."visit_start" + "quote_revisions"."visit_minutes" <= 1440)));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_visit_whole" CHECK (("quotes"."visit_date" is null) = ("quotes"."visit_start" is null) and ("quotes"."visit_date" is null) = ("quotes"."visit_minutes" is null) and ("quotes"."visit_start" is null or ("quotes"."visit_start" >= 0 and "quotes"."visit_minutes" > 0 and "quotes"."visit_start" + "quotes"."visit_minutes" <= 1440)));