import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { formatRandOnOneLine } from '../../../domain/money';
import {
  hourlyTotal,
  PRICE_TYPE_LABELS,
  PRICE_TYPES,
  QUOTE_VALID_DAYS,
  southAfricanDate,
} from '../../../domain/quote-pricing';
import type { Quote, QuoteFormValues } from '../../../domain/schemas/quotes';
import { BoundField } from '../../components/ui/bound-field';
import { FormActions } from '../../components/ui/form-actions';
import { Input, RandInput, Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { lazyResolver, preloadValidation } from '../../lib/lazy-resolver';
import type { When } from '../../../domain/when';
import { useOwnQuoteAction, useSubmitQuote } from './api';
import { FeeNotice } from '../credit';
import { VisitFields } from './visit-fields';

const quoteResolver = lazyResolver<QuoteFormValues>('quote');

function valuesOf(quote: Quote | undefined): QuoteFormValues {
  return {
    priceType: quote?.priceType ?? 'fixed',
    amount: quote && quote.priceType !== 'hourly' ? String(quote.amount) : '',
    hourlyRate: quote?.hourlyRate ? String(quote.hourlyRate) : '',
    estimatedHours: quote?.estimatedHours ? String(quote.estimatedHours) : '',
    calloutFee: quote?.calloutFee ? String(quote.calloutFee) : '',
    includesMaterials: quote?.includesMaterials ?? false,
    deposit: quote?.deposit ? String(quote.deposit) : '',
    earliestStart: quote?.earliestStart ?? '',
    visitDate: quote?.visitDate ?? '',
    visitStart: quote?.visitStart ?? '',
    visitHours: String(quote?.visitHours ?? 2),
    validUntil: quote?.validUntil ?? southAfricanDate(new Date(), QUOTE_VALID_DAYS),
    message: quote?.message ?? '',
  };
}

/** The form's text as the API's body. */
function bodyOf(values: QuoteFormValues) {
  const hourly = values.priceType === 'hourly';
  return {
    priceType: values.priceType,
    ...(hourly
      ? { hourlyRate: values.hourlyRate, estimatedHours: values.estimatedHours }
      : { amount: values.amount, hourlyRate: null, estimatedHours: null }),
    calloutFee: values.calloutFee || 0,
    includesMaterials: values.includesMaterials,
    deposit: values.deposit || 0,
    ...(values.visitDate
      ? {
          visitDate: values.visitDate,
          visitStart: values.visitStart,
          visitHours: values.visitHours,
        }
      : { visitDate: null, earliestStart: values.earliestStart || null }),
    validUntil: values.validUntil,
    message: values.message.trim(),
  };
}

/**
 * A quote a tradesperson fills in on a phone in under a minute: how it is priced (a fixed price,
 * an estimate, or an hourly rate and hours, whose total shows as they type), a call-out fee,
 * whether materials are included, when they can start and until when the quote holds. With
 * `quote`, the same form changes that quote (a new revision the customer is told of).
 */
export function QuoteForm({
  requestId,
  when,
  quote,
}: {
  requestId: string;
  when: When | null;
  quote?: Quote;
}) {
  const [, navigate] = useLocation();
  const submit = useSubmitQuote();
  const revise = useOwnQuoteAction(requestId);
  const form = useForm<QuoteFormValues>({
    resolver: quoteResolver,
    defaultValues: valuesOf(quote),
  });
  const { isSubmitting: busy } = form.formState;
  const [priceType, rateText, hoursText, visitDate, amountText] = useWatch({
    control: form.control,
    name: ['priceType', 'hourlyRate', 'estimatedHours', 'visitDate', 'amount'],
  });
  const [rate, hours] = [Number(rateText), Number(hoursText)];
  const today = southAfricanDate();

  const onSubmit = async (values: QuoteFormValues) => {
    try {
      if (quote) {
        await revise.mutateAsync({ kind: 'revise', quoteId: quote.id, body: bodyOf(values) });
        toast({ title: 'Quote updated', description: 'The customer will see your new quote.' });
      } else {
        await submit.mutateAsync({ quoteRequestId: requestId, ...bodyOf(values) });
        toast({
          title: 'Quote submitted!',
          description: 'Your quote has been sent to the customer.',
        });
      }
      navigate('/provider');
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      for (const [field, message] of Object.entries(fields)) {
        if (field in values) form.setError(field as keyof QuoteFormValues, { message });
      }
      toast({
        variant: 'destructive',
        title: 'Error',
        description:
          (error instanceof ApiError &&
            (error.status === 409 || error.status === 400) &&
            error.serverMessage) ||
          'Failed to submit quote. Please try again.',
      });
    }
  };

  return (
    <form
      onFocus={preloadValidation}
      onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
      noValidate
      className="grid gap-4"
    >
      <h2 className="font-semibold">{quote ? 'Change your quote' : 'Your price'}</h2>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">How do you price this job?</legend>
        <div className="grid grid-cols-3 gap-2">
          {PRICE_TYPES.map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border px-2 text-center text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                value={type}
                className="sr-only"
                disabled={busy}
                {...form.register('priceType')}
              />
              {PRICE_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      {priceType === 'hourly' ? (
        <div className="grid grid-cols-2 gap-3">
          <BoundField
            form={form}
            name="hourlyRate"
            label="Rate per hour (ZAR)"
            as={RandInput}
            placeholder="350"
          />
          <BoundField
            form={form}
            name="estimatedHours"
            label="Hours expected"
            inputMode="decimal"
            placeholder="2.5"
          />
          <p className="col-span-2 text-sm" aria-live="polite" data-testid="hourly-total">
            {rate > 0 && hours > 0
              ? `Total: ${formatRandOnOneLine(hourlyTotal(rate, hours))}`
              : 'The total is the rate times the hours.'}
          </p>
        </div>
      ) : (
        <BoundField
          form={form}
          name="amount"
          label={priceType === 'estimate' ? 'Estimated total (ZAR)' : 'Amount (ZAR)'}
          as={RandInput}
          placeholder="450"
        />
      )}
      <div className="grid grid-cols-2 gap-3">
        <BoundField
          form={form}
          name="calloutFee"
          label="Call-out fee (ZAR)"
          hint="Leave empty for none"
          as={RandInput}
          placeholder="0"
        />
        <label className="flex min-h-11 items-center gap-2 self-end pb-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            disabled={busy}
            {...form.register('includesMaterials')}
          />
          Materials included
        </label>
      </div>
      <BoundField
        form={form}
        name="deposit"
        label="Deposit for materials (ZAR)"
        hint="Paid to you up front, at most half the total. Leave empty for none"
        as={RandInput}
        placeholder="0"
      />
      <VisitFields form={form} when={when} />
      <div className="grid gap-3 sm:grid-cols-2">
        {visitDate ? null : (
          <BoundField
            form={form}
            name="earliestStart"
            label="Can start from"
            as={Input}
            type="date"
            min={today}
          />
        )}
        <BoundField
          form={form}
          name="validUntil"
          label="Quote valid until"
          as={Input}
          type="date"
          min={today}
        />
      </div>
      <BoundField
        form={form}
        name="message"
        label="Message (optional)"
        hint="Phone numbers, emails and links are hidden until the customer accepts your quote."
        as={Textarea}
        rows={3}
        placeholder="What the price includes, anything you need to know"
      />
      {quote ? null : (
        <FeeNotice
          amount={
            priceType === 'hourly'
              ? rate > 0 && hours > 0
                ? hourlyTotal(rate, hours)
                : 0
              : Number(String(amountText ?? '').replace(/[\sR,]/gi, ''))
          }
        />
      )}
      <FormActions
        cancelHref="/provider"
        busy={busy}
        busyLabel={quote ? 'Saving...' : 'Submitting...'}
        submitLabel={quote ? 'Update Quote' : 'Submit Quote'}
      />
    </form>
  );
}
