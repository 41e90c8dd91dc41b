ALTER TABLE "cancellations" DROP CONSTRAINT "cancellations_settlement_valid";--> statement-breakpoint
ALTER TABLE "protected_payments" DROP CONSTRAINT "protected_payments_state_valid";--> statement-breakpoint
DROP INDEX "protected_payments_open_idx";--> statement-breakpoint
ALTER TABLE "protected_payments" ADD COLUMN "cancellation_fee_cents" integer;--> statement-breakpoint
CREATE INDEX "protected_payments_open_idx" ON "protected_payments" USING btree ("checked_at") WHERE "protected_payments"."state" not in ('released', 'cancelled', 'refunded', 'cancelled_with_fee');--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_settlement_valid" CHECK ("cancellations"."settlement" in ('none', 'direct', 'refunded', 'from_held'));--> statement-breakpoint
ALTER TABLE "protected_payments" ADD CONSTRAINT "protected_payments_cancellation_fee" CHECK ("protected_payments"."cancellation_fee_cents" is null or ("protected_payments"."cancellation_fee_cents" > 0 and "protected_payments"."cancellation_fee_cents" <= "protected_payments"."amount_cents"));--> statement-breakpoint
ALTER TABLE "protected_payments" ADD CONSTRAINT "protected_payments_state_valid" CHECK ("protected_payments"."state" in ('awaiting_payment', 'funded', 'delivered', 'released', 'cancelled', 'refunded', 'cancelled_with_fee'));