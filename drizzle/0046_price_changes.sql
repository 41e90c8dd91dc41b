CREATE TABLE "price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"payment_id" uuid,
	"extra_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'proposed' NOT NULL,
	"payment_state" text,
	"partner" text,
	"partner_transaction_id" text,
	"partner_allocation_id" text,
	"partner_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"funded_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_changes_extra" CHECK ("price_changes"."extra_cents" > 0),
	CONSTRAINT "price_changes_state_valid" CHECK ("price_changes"."state" in ('proposed', 'agreed', 'declined', 'withdrawn', 'lapsed'))
);
--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_payment_id_protected_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."protected_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_quote_idx" ON "price_changes" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_changes_one_open_key" ON "price_changes" USING btree ("quote_id") WHERE "price_changes"."state" = 'proposed' or ("price_changes"."state" = 'agreed' and "price_changes"."payment_state" = 'awaiting_payment');--> statement-breakpoint
CREATE UNIQUE INDEX "price_changes_partner_key" ON "price_changes" USING btree ("partner","partner_transaction_id");