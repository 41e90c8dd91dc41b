CREATE TABLE "escrow_callbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "escrow_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"partner" text NOT NULL,
	"transaction_id" text,
	"claimed_state" text,
	"outcome" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protected_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"partner" text NOT NULL,
	"partner_transaction_id" text,
	"partner_allocation_id" text,
	"state" text DEFAULT 'awaiting_payment' NOT NULL,
	"partner_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"funded_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protected_payments_state_valid" CHECK ("protected_payments"."state" in ('awaiting_payment', 'funded', 'delivered', 'released', 'cancelled')),
	CONSTRAINT "protected_payments_amounts" CHECK ("protected_payments"."amount_cents" > 0 and "protected_payments"."fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "protected_payments" ADD CONSTRAINT "protected_payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protected_payments" ADD CONSTRAINT "protected_payments_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protected_payments" ADD CONSTRAINT "protected_payments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protected_payments" ADD CONSTRAINT "protected_payments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "escrow_callbacks_received_idx" ON "escrow_callbacks" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "protected_payments_quote_key" ON "protected_payments" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "protected_payments_partner_key" ON "protected_payments" USING btree ("partner","partner_transaction_id");--> statement-breakpoint
CREATE INDEX "protected_payments_open_idx" ON "protected_payments" USING btree ("checked_at") WHERE "protected_payments"."state" not in ('released', 'cancelled');--> statement-breakpoint
CREATE INDEX "protected_payments_provider_idx" ON "protected_payments" USING btree ("provider_id");