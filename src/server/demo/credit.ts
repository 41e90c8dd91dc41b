import type { Executor } from '../db/executor';
import { post } from '../services/credit';

/** Each demo provider's Khaya credit to start with (R200). */
export const DEMO_WELCOME_CREDIT_CENTS = 20_000;

/**
 * When the welcome credit was given: 220 days ago, after every demo provider joined (240 days
 * ago or earlier) and before its oldest past job (209 days ago at most: demo/reviews.ts).
 */
const WELCOME_DAYS_AGO = 220;

/**
 * Demo providers start with some Khaya credit, so that a first fee past their free hires does not
 * stop their quotes while someone tries the product.
 */
export async function giveWelcomeCredit(
  tx: Executor,
  providerIds: string[],
  now = new Date(),
): Promise<void> {
  const at = new Date(now.getTime() - WELCOME_DAYS_AGO * 86_400_000);
  for (const providerId of providerIds) {
    await post(tx, {
      kind: 'adjustment',
      providerId,
      cents: DEMO_WELCOME_CREDIT_CENTS,
      reason: 'Welcome credit from Khaya',
      at,
    });
  }
}
