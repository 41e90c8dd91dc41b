import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { formatRandOnOneLine } from '../../../domain/money';
import {
  hourlyTotal,
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
import { useSendWhenOnline } from '../../lib/send-when-online';
import { lazyResolver, preloadValidation } from '../../lib/lazy-resolver';
import type { When } from '../../../domain/when';
import { useOwnQuoteAction, useSubmitQuote } from './api';
import { FeeNotice, topUpFirstWords } from '../credit';
import { VisitFields } from './visit-fields';
import { m } from '../../../i18n/paraglide/messages.js';
import { priceTypeWord } from './quote-terms';
import { useWaitingQuote } from './use-waiting-quote';
import { WaitingNote } from '../../components/waiting-note';

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
 * `quote`, the same form changes that quote (a new revision the customer is told of). Sent
 * without signal, it waits on the phone and goes by itself once there is some (issue 52).
 */
export function QuoteForm({
  requestId,
  when,
  quote,
  onChangedElsewhere,
}: {
  requestId: string;
  when: When | null;
  quote?: Quote;
  /** A change refused because the quote was changed meanwhile on another phone or tab: read it again. */
  onChangedElsewhere?: () => void;
}) {
  const [, navigate] = useLocation();
  const submit = useSubmitQuote();
  const revise = useOwnQuoteAction(requestId);
  const kept = useWaitingQuote(requestId, quote);
  const form = useForm<QuoteFormValues>({
    resolver: quoteResolver,
    defaultValues: kept.waiting?.values ?? valuesOf(quote),
  });
  const { isSubmitting: busy } = form.formState;
  const [priceType, rateText, hoursText, visitDate, amountText] = useWatch({
    control: form.control,
    name: ['priceType', 'hourlyRate', 'estimatedHours', 'visitDate', 'amount'],
  });
  const [rate, hours] = [Number(rateText), Number(hoursText)];
  const today = southAfricanDate();

  const send = async (values: QuoteFormValues, key: string) => {
    try {
      if (quote) {
        // The revision the form showed when it was written: one changed since elsewhere (on
        // another phone while this one had no signal) is not overwritten (409).
        await revise.mutateAsync({
          kind: 'revise',
          quoteId: quote.id,
          body: { ...bodyOf(values), revision: kept.waiting?.revision ?? quote.revision },
        });
        toast({ title: m.qf_updated(), description: m.qf_updated_text() });
      } else {
        await submit.mutateAsync({ quoteRequestId: requestId, ...bodyOf(values), key });
        toast({
          title: m.qf_submitted(),
          description: m.qf_submitted_text(),
        });
      }
      kept.drop();
      navigate('/provider');
    } catch (error) {
      // No signal, or the server briefly away: kept, to go by itself.
      const passing = !(error instanceof ApiError) || error.status >= 500;
      if (passing && kept.keep(values, key)) return;
      kept.drop();
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      // Changed elsewhere: the page reads the quote again and the form shows its terms now.
      const elsewhere = Boolean(quote && fields['revision']);
      if (elsewhere) onChangedElsewhere?.();
      for (const [field, message] of Object.entries(fields)) {
        if (field in values) form.setError(field as keyof QuoteFormValues, { message });
      }
      toast({
        variant: 'destructive',
        title: m.toast_error(),
        description: elsewhere
          ? m.qf_changed_elsewhere()
          : (error instanceof ApiError &&
              (error.status === 409 || error.status === 400) &&
              topUpFirstWords(error.serverMessage ?? '')) ||
            m.qf_failed(),
      });
    }
  };

  const onSubmit = async (values: QuoteFormValues) => {
    const key = kept.keyFor(values);
    if (!navigator.onLine && kept.keep(values, key)) return;
    await send(values, key);
  };
  useSendWhenOnline(
    Boolean(kept.waiting),
    async () => {
      if (kept.waiting) await send(kept.waiting.values, kept.waiting.key);
    },
    { atOnce: true },
  );

  return (
    <form
      onFocus={preloadValidation}
      onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
      noValidate
      className="grid gap-4"
    >
      <h2 className="font-semibold">{quote ? m.qf_change_heading() : m.qf_price_heading()}</h2>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{m.qf_how_price()}</legend>
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
              {priceTypeWord(type)}
            </label>
          ))}
        </div>
      </fieldset>
      {priceType === 'hourly' ? (
        <div className="grid grid-cols-2 gap-3">
          <BoundField
            form={form}
            name="hourlyRate"
            label={m.qf_rate()}
            as={RandInput}
            placeholder="350"
          />
          <BoundField
            form={form}
            name="estimatedHours"
            label={m.qf_hours()}
            inputMode="decimal"
            placeholder="2.5"
          />
          <p className="col-span-2 text-sm" aria-live="polite" data-testid="hourly-total">
            {rate > 0 && hours > 0
              ? m.qf_total({ amount: formatRandOnOneLine(hourlyTotal(rate, hours)) })
              : m.qf_total_hint()}
          </p>
        </div>
      ) : (
        <BoundField
          form={form}
          name="amount"
          label={priceType === 'estimate' ? m.qf_estimated_total() : m.qf_amount()}
          as={RandInput}
          placeholder="450"
        />
      )}
      <div className="grid grid-cols-2 gap-3">
        <BoundField
          form={form}
          name="calloutFee"
          label={m.qf_callout()}
          hint={m.qf_leave_empty()}
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
          {m.qf_materials()}
        </label>
      </div>
      <BoundField
        form={form}
        name="deposit"
        label={m.qf_deposit()}
        hint={m.qf_deposit_hint()}
        as={RandInput}
        placeholder="0"
      />
      <VisitFields form={form} when={when} />
      <div className="grid gap-3 sm:grid-cols-2">
        {visitDate ? null : (
          <BoundField
            form={form}
            name="earliestStart"
            label={m.qf_start_from()}
            as={Input}
            type="date"
            min={today}
          />
        )}
        <BoundField
          form={form}
          name="validUntil"
          label={m.qf_valid_until()}
          as={Input}
          type="date"
          min={today}
        />
      </div>
      <BoundField
        form={form}
        name="message"
        label={m.qf_message()}
        hint={m.qf_message_hint()}
        as={Textarea}
        rows={3}
        placeholder={m.qf_message_placeholder()}
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
      {kept.waiting ? <WaitingNote text={m.qf_waiting()} /> : null}
      <FormActions
        cancelHref="/provider"
        busy={busy}
        busyLabel={quote ? m.saving() : m.req_submitting()}
        submitLabel={quote ? m.qf_update() : m.qf_submit()}
      />
    </form>
  );
}
