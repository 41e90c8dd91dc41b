ALTER TABLE "protected_payments" DROP CONSTRAINT "protected_payments_amounts";--> statement-breakpoint
ALTER TABLE "protected_payments" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "protected_payments" ADD COLUMN "partner_deposit_allocation_id" text;--> statement-breakpoint
ALTER TABLE "protected_payments" ADD COLUMN "deposit_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD COLUMN "deposit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "protected_payments" ADD CONSTRAINT "protected_payments_amounts" CHECK ("protected_payments"."amount_cents" > 0 and "protected_payments"."fee_cents" >= 0 and "protected_payments"."deposit_cents" >= 0 and "protected_payments"."deposit_cents" * 2 <= "protected_payments"."amount_cents");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deposit_valid" CHECK ("quotes"."deposit" >= 0 and "quotes"."deposit" * 2 <= "quotes"."amount" + "quotes"."callout_fee");