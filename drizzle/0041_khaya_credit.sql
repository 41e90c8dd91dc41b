CREATE TABLE "gateway_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gateway" text NOT NULL,
	"payment_id" text,
	"outcome" text NOT NULL,
	"fields" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"posting_id" bigint NOT NULL,
	"account" text NOT NULL,
	"provider_id" uuid,
	"cents" bigint NOT NULL,
	CONSTRAINT "ledger_lines_account_valid" CHECK ("ledger_lines"."account" in ('provider_credit', 'gateway_clearing', 'fee_income', 'adjustments')),
	CONSTRAINT "ledger_lines_credit_has_provider" CHECK (("ledger_lines"."account" = 'provider_credit') = ("ledger_lines"."provider_id" is not null)),
	CONSTRAINT "ledger_lines_cents_nonzero" CHECK ("ledger_lines"."cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"quote_id" uuid,
	"top_up_id" uuid,
	"reason" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_kind_valid" CHECK ("ledger_postings"."kind" in ('top_up', 'fee', 'credit_back', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"number" integer PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"month" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_month_valid" CHECK ("tax_invoices"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "top_ups_amount_positive" CHECK ("top_ups"."amount_cents" > 0),
	CONSTRAINT "top_ups_status_valid" CHECK ("top_ups"."status" in ('pending', 'paid', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_top_up_id_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."top_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_notifications_received_idx" ON "gateway_notifications" USING btree ("received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_lines_posting_idx" ON "ledger_lines" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_credit_idx" ON "ledger_lines" USING btree ("provider_id") WHERE "ledger_lines"."account" = 'provider_credit';--> statement-breakpoint
CREATE INDEX "ledger_postings_provider_idx" ON "ledger_postings" USING btree ("provider_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_postings_day_idx" ON "ledger_postings" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_one_fee_per_quote" ON "ledger_postings" USING btree ("quote_id") WHERE "ledger_postings"."kind" = 'fee';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_one_credit_back_per_quote" ON "ledger_postings" USING btree ("quote_id") WHERE "ledger_postings"."kind" = 'credit_back';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_one_per_top_up" ON "ledger_postings" USING btree ("top_up_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_provider_month_key" ON "tax_invoices" USING btree ("provider_id","month");--> statement-breakpoint
CREATE INDEX "top_ups_provider_idx" ON "top_ups" USING btree ("provider_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "top_ups_gateway_payment_key" ON "top_ups" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE ON "ledger_postings" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_append_only" BEFORE UPDATE OR DELETE ON "ledger_lines" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "tax_invoices_append_only" BEFORE UPDATE OR DELETE ON "tax_invoices" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
