CREATE TABLE "provider_days_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_days_off_order" CHECK ("provider_days_off"."from_date" <= "provider_days_off"."to_date")
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "wanted_dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_days_off" ADD CONSTRAINT "provider_days_off_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_days_off_provider_idx" ON "provider_days_off" USING btree ("provider_id","to_date");