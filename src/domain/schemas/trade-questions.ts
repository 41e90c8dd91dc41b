import { z } from 'zod';
import {
  BUDGET_BANDS,
  ELECTRICAL_WORK,
  GARDEN_FREQUENCIES,
  GARDEN_SIZES,
  GARDEN_TASKS,
  GEYSER_AGES,
  GEYSER_SIZES,
  PLUMBING_PROBLEMS,
} from '../trade-questions';

/**
 * The answers to a trade's questions on a request (issue 46; the lists and their words are in
 * domain/trade-questions.ts). Each is optional; the geyser's size and age only for a geyser.
 */
export const tradeDetailsSchema = z.discriminatedUnion(
  'trade',
  [
    z
      .object({
        trade: z.literal('plumbing'),
        problem: z
          .enum(PLUMBING_PROBLEMS, { error: 'Choose what is wrong from the list' })
          .optional(),
        waterRunning: z.boolean({ error: 'Say whether water is running now' }).optional(),
        geyserSize: z
          .enum(GEYSER_SIZES, { error: 'Choose the geyser size from the list' })
          .optional(),
        geyserAge: z.enum(GEYSER_AGES, { error: 'Choose the geyser age from the list' }).optional(),
      })
      .superRefine((details, ctx) => {
        if (details.problem === 'geyser') return;
        for (const key of ['geyserSize', 'geyserAge'] as const) {
          if (details[key] !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: 'The geyser size and age are only for a geyser problem',
            });
          }
        }
      })
      // The rule above, for the API document.
      .meta({
        if: { not: { properties: { problem: { const: 'geyser' } }, required: ['problem'] } },
        then: { properties: { geyserSize: false, geyserAge: false } },
      }),
    z.object({
      trade: z.literal('electrical'),
      work: z.enum(ELECTRICAL_WORK, { error: 'Choose the kind of work from the list' }).optional(),
      certificate: z.boolean({ error: 'Say whether you need a certificate' }).optional(),
    }),
    z.object({
      trade: z.literal('gardening'),
      gardenSize: z
        .enum(GARDEN_SIZES, { error: 'Choose the garden size from the list' })
        .optional(),
      tasks: z
        .array(z.enum(GARDEN_TASKS, { error: 'Choose tasks from the list' }))
        .max(GARDEN_TASKS.length)
        .optional(),
      refuseRemoval: z.boolean({ error: 'Say whether the refuse should be taken away' }).optional(),
      frequency: z.enum(GARDEN_FREQUENCIES, { error: 'Choose how often from the list' }).optional(),
    }),
  ],
  { error: 'Answer the questions of plumbing, electrical or gardening' },
);
export type TradeDetailsInput = z.input<typeof tradeDetailsSchema>;

export const budgetBandSchema = z.enum(BUDGET_BANDS, { error: 'Choose a budget from the list' });
