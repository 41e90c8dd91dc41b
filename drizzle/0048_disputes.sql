CREATE TABLE "dispute_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"by" text NOT NULL,
	"refund_cents" integer NOT NULL,
	"note" text,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "dispute_offers_refund" CHECK ("dispute_offers"."refund_cents" > 0),
	CONSTRAINT "dispute_offers_by_valid" CHECK ("dispute_offers"."by" in ('customer', 'provider')),
	CONSTRAINT "dispute_offers_state_valid" CHECK ("dispute_offers"."state" in ('open', 'accepted', 'replaced', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"payment_id" uuid,
	"opened_by" text NOT NULL,
	"money" text NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"state" text DEFAULT 'negotiating' NOT NULL,
	"paid_cents" integer NOT NULL,
	"outcome" text,
	"refund_cents" integer,
	"settlement" text,
	"decision_reason" text,
	"decided_by" uuid,
	"provider_warned" text,
	"settle_by" timestamp with time zone NOT NULL,
	"review_from" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_state_valid" CHECK ("disputes"."state" in ('negotiating', 'settled', 'under_review', 'decided', 'withdrawn')),
	CONSTRAINT "disputes_opened_by_valid" CHECK ("disputes"."opened_by" in ('customer', 'provider')),
	CONSTRAINT "disputes_money_valid" CHECK ("disputes"."money" in ('held', 'released', 'direct')),
	CONSTRAINT "disputes_refund" CHECK ("disputes"."refund_cents" is null or ("disputes"."refund_cents" >= 0 and "disputes"."refund_cents" <= "disputes"."paid_cents"))
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" DROP CONSTRAINT "ledger_lines_account_valid";--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_kind_valid";--> statement-breakpoint
ALTER TABLE "protected_payments" DROP CONSTRAINT "protected_payments_state_valid";--> statement-breakpoint
DROP INDEX "protected_payments_open_idx";--> statement-breakpoint
ALTER TABLE "dispute_offers" ADD CONSTRAINT "dispute_offers_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_protected_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."protected_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_offers_dispute_idx" ON "dispute_offers" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_offers_one_open_key" ON "dispute_offers" USING btree ("dispute_id") WHERE "dispute_offers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "disputes_quote_idx" ON "disputes" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_provider_idx" ON "disputes" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_customer_idx" ON "disputes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("created_at") WHERE "disputes"."state" in ('negotiating', 'under_review');--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_key" ON "disputes" USING btree ("quote_id") WHERE "disputes"."state" in ('negotiating', 'under_review');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_one_guarantee_payout_per_quote" ON "ledger_postings" USING btree ("quote_id") WHERE "ledger_postings"."kind" = 'guarantee_payout';--> statement-breakpoint
CREATE INDEX "protected_payments_open_idx" ON "protected_payments" USING btree ("checked_at") WHERE "protected_payments"."state" not in ('released', 'cancelled', 'refunded');--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_valid" CHECK ("ledger_lines"."account" in ('provider_credit', 'gateway_clearing', 'fee_income', 'adjustments', 'escrow_clearing', 'guarantee_claims', 'customer_refunds'));--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_kind_valid" CHECK ("ledger_postings"."kind" in ('top_up', 'fee', 'credit_back', 'adjustment', 'agent_fee', 'guarantee_payout'));--> statement-breakpoint
ALTER TABLE "protected_payments" ADD CONSTRAINT "protected_payments_state_valid" CHECK ("protected_payments"."state" in ('awaiting_payment', 'funded', 'delivered', 'released', 'cancelled', 'refunded'));