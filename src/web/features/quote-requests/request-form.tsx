import { lazy, Suspense } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { SERVICE_TYPES } from '../../../domain/services';
import { serviceWord } from '../../lib/service-words';
import { BoundField } from '../../components/ui/bound-field';
import { Card } from '../../components/ui/card';
import { WhenVisible } from '../../components/when-visible';
import { FormActions } from '../../components/ui/form-actions';
import { Textarea } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { lazyResolver, preloadValidation } from '../../lib/lazy-resolver';
import { PlaceField } from '../places';
import { WhenFields } from './when-fields';
import { PriceHint } from './price-hint';
import { NO_ANSWERS, type RequestFormValues } from './request-body';
import { m } from '../../../i18n/paraglide/messages.js';

const requestResolver = lazyResolver<RequestFormValues>('request');

const FormPhotos = lazy(() =>
  import('./form-photos').then((photos) => ({ default: photos.FormPhotos })),
);
/** The photos' place until their code is here: about their height, so the form does not jump. */
const PHOTOS_PLACE = <div className="min-h-32" />;
// The cleaning details and the trade's questions are below a phone's first view, as the photos
// are: their code and words load when scrolled to.
const CleaningDetailsFields = lazy(() =>
  import('./cleaning-details').then((fields) => ({ default: fields.CleaningDetailsFields })),
);
const TradeQuestions = lazy(() =>
  import('./trade-fields').then((fields) => ({ default: fields.TradeQuestions })),
);
const QUESTIONS_PLACE = <div className="min-h-40" />;

export function useRequestForm(values: RequestFormValues): UseFormReturn<RequestFormValues> {
  // A draft kept before the trade's questions existed has no answers.
  const defaultValues = {
    ...values,
    answers: { ...NO_ANSWERS, ...values.answers },
    budget: values.budget ?? '',
  };
  return useForm<RequestFormValues>({ resolver: requestResolver, defaultValues });
}

/** The request form (spec section 5, Request Service): what, where, when, and cleaning's details. */
export function RequestForm({
  form,
  onSubmit,
  submitLabel,
  photos,
}: {
  form: UseFormReturn<RequestFormValues>;
  onSubmit: (values: RequestFormValues) => Promise<void>;
  submitLabel: string;
  /** The photos to send with it (signed in: a visitor adds them once the request is made). */
  photos?: { files: File[]; onChange: (files: File[]) => void };
}) {
  const { errors } = form.formState;
  const [serviceType, cleaningType, rooms, outdoorTasks, items, whenKind, dates, place] = useWatch({
    control: form.control,
    name: [
      'serviceType',
      'cleaningType',
      'rooms',
      'outdoorTasks',
      'items',
      'whenKind',
      'dates',
      'place',
    ],
  });
  const busy = form.formState.isSubmitting;
  return (
    <Card className="mt-6 p-5 sm:p-6">
      <form
        onFocus={preloadValidation}
        onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
        noValidate
        className="grid gap-5"
      >
        <BoundField
          form={form}
          name="serviceType"
          label={m.req_service_type()}
          as={NativeSelect}
          disabled={busy}
        >
          {SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {serviceWord(type)}
            </option>
          ))}
        </BoundField>
        <BoundField
          form={form}
          name="description"
          label={m.req_description()}
          hint={m.req_description_hint()}
          as={Textarea}
          rows={4}
          placeholder={m.req_description_placeholder()}
          disabled={busy}
        />
        <PlaceField
          control={form.control}
          name="place"
          label={m.landing_location_label()}
          hint={m.req_location_hint()}
          error={errors.place?.message}
          disabled={busy}
        />
        <PriceHint service={serviceType} place={place} />
        <WhenFields
          kind={whenKind}
          onKindChange={(kind) => form.setValue('whenKind', kind)}
          dates={dates}
          onDatesChange={(next) =>
            // A row just added is not told off before it is filled in.
            form.setValue('dates', next, {
              shouldValidate: form.formState.isSubmitted && next.length <= dates.length,
            })
          }
          dateErrors={dates.map((_, index) => errors.dates?.[index]?.date?.message)}
          disabled={busy}
        />
        {serviceType === 'cleaning' ? (
          <WhenVisible placeholder={QUESTIONS_PLACE}>
            <Suspense fallback={QUESTIONS_PLACE}>
              <CleaningDetailsFields
                cleaningType={cleaningType}
                onCleaningTypeChange={(type) => form.setValue('cleaningType', type)}
                rooms={rooms}
                onRoomsChange={(rooms) => form.setValue('rooms', rooms)}
                outdoorTasks={outdoorTasks}
                onOutdoorTasksChange={(tasks) => form.setValue('outdoorTasks', tasks)}
                items={items}
                onItemsChange={(items) => form.setValue('items', items)}
                disabled={busy}
              />
            </Suspense>
          </WhenVisible>
        ) : null}
        <WhenVisible placeholder={QUESTIONS_PLACE}>
          <Suspense fallback={QUESTIONS_PLACE}>
            <TradeQuestions
              form={form}
              serviceType={serviceType}
              indoor={cleaningType === 'indoor'}
              disabled={busy}
            />
          </Suspense>
        </WhenVisible>
        {photos ? (
          // At the form's foot: its code and words load when scrolled to (a phone's first view
          // of the form stays under its 150 KiB in every language).
          <WhenVisible placeholder={PHOTOS_PLACE}>
            <Suspense fallback={PHOTOS_PLACE}>
              <FormPhotos files={photos.files} onChange={photos.onChange} disabled={busy} />
            </Suspense>
          </WhenVisible>
        ) : null}
        <FormActions
          cancelHref="/"
          busy={busy}
          busyLabel={m.req_submitting()}
          submitLabel={submitLabel}
        />
      </form>
    </Card>
  );
}
