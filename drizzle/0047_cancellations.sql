CREATE TABLE "cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"by" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"booked_start" timestamp with time zone NOT NULL,
	"notice_minutes" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"settlement" text NOT NULL,
	"reopened_quotes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellations_by_valid" CHECK ("cancellations"."by" in ('customer', 'provider')),
	CONSTRAINT "cancellations_fee" CHECK ("cancellations"."fee_cents" >= 0),
	CONSTRAINT "cancellations_settlement_valid" CHECK ("cancellations"."settlement" in ('none', 'direct', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "late_cancellation_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_booking_key" ON "cancellations" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "cancellations_provider_idx" ON "cancellations" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "cancellations_customer_idx" ON "cancellations" USING btree ("customer_id","created_at");