ALTER TABLE "ledger_lines" DROP CONSTRAINT "ledger_lines_account_valid";--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_kind_valid";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_one_agent_fee_per_quote" ON "ledger_postings" USING btree ("quote_id") WHERE "ledger_postings"."kind" = 'agent_fee';--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_valid" CHECK ("ledger_lines"."account" in ('provider_credit', 'gateway_clearing', 'fee_income', 'adjustments', 'escrow_clearing'));--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_kind_valid" CHECK ("ledger_postings"."kind" in ('top_up', 'fee', 'credit_back', 'adjustment', 'agent_fee'));