import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { useRawSearch } from '../../lib/use-raw-search';
import { parseServiceParam, SERVICE_LABELS, SERVICE_TYPES } from '../../../domain/services';
import { FormActions } from '../../components/ui/form-actions';
import { Card } from '../../components/ui/card';
import { BoundField } from '../../components/ui/bound-field';
import { Textarea } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { useAccount } from '../../features/auth/account-gate';
import { PlaceField } from '../../features/places/place-field';
import { useCreateQuoteRequest } from '../../features/quote-requests/api';
import { CleaningDetailsFields } from '../../features/request/cleaning-details';
import { buildQuoteRequestBody, type RequestFormValues } from '../../features/request/request-body';
import { ApiError } from '../../lib/api';
import { lazyResolver, preloadValidation } from '../../lib/lazy-resolver';

const requestResolver = lazyResolver<RequestFormValues>('request');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The provider a 'Request quote' button named (`?provider=<id>&providerName=...`), if any. */
function askedProvider(search: string): { id: string; name: string } | null {
  const params = new URLSearchParams(search);
  const id = params.get('provider') ?? '';
  if (!UUID.test(id)) return null;
  return { id, name: params.get('providerName')?.trim().slice(0, 100) || 'this provider' };
}

function withoutProvider(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('provider');
  params.delete('providerName');
  const query = params.toString();
  return query ? `/request?${query}` : '/request';
}

export default function RequestPage() {
  const record = useAccount();
  const [, navigate] = useLocation();
  const search = useRawSearch();
  const create = useCreateQuoteRequest();
  const asked = askedProvider(search);
  const form = useForm<RequestFormValues>({
    resolver: requestResolver,
    defaultValues: {
      serviceType: parseServiceParam(new URLSearchParams(search).get('service')) ?? 'cleaning',
      description: '',
      place: null,
      preferredDate: '',
      cleaningType: 'indoor',
      rooms: [],
      outdoorTasks: [],
      items: [],
    },
  });
  const { errors } = form.formState;
  const [serviceType, cleaningType, rooms, outdoorTasks, items] = useWatch({
    control: form.control,
    name: ['serviceType', 'cleaningType', 'rooms', 'outdoorTasks', 'items'],
  });

  const onSubmit = async (values: RequestFormValues) => {
    try {
      await create.mutateAsync({
        ...buildQuoteRequestBody(values, record.id),
        ...(asked ? { requestedProviderId: asked.id } : {}),
      });
      toast({
        title: 'Request submitted!',
        description: 'Providers will start responding to your request soon.',
      });
      navigate('/customer');
    } catch (error) {
      // The server's reason when it is one a person can act on (the provider does not offer
      // that service, the address could not be placed); the spec's wording otherwise.
      const reason = error instanceof ApiError && error.status === 400 ? error.serverMessage : '';
      toast({
        variant: 'destructive',
        title: 'Error',
        description: reason || 'Failed to submit request. Please try again.',
      });
    }
  };
  const busy = form.formState.isSubmitting;

  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">Request a Service</h1>
      <p className="mt-1 text-muted-foreground">
        Tell providers what you need. You will get quotes in rand to compare.
      </p>
      {asked ? (
        <p
          className="mt-4 rounded-lg border border-warm bg-warm/10 p-3 text-sm"
          data-testid="asked-provider"
        >
          You are asking <span className="font-semibold">{asked.name}</span> for a quote: they see
          your request first. Other providers near you can quote too.{' '}
          <Link href={withoutProvider(search)} className="font-medium text-primary underline">
            Ask everyone instead
          </Link>
        </p>
      ) : null}
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
            label="Service type"
            as={NativeSelect}
            disabled={busy}
          >
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {SERVICE_LABELS[type]}
              </option>
            ))}
          </BoundField>
          <BoundField
            form={form}
            name="description"
            label="Description"
            hint="Phone numbers, emails and links are hidden from providers until you accept a quote."
            as={Textarea}
            rows={4}
            placeholder="What needs doing? Add anything a provider should know."
            disabled={busy}
          />
          <PlaceField
            control={form.control}
            name="place"
            label="Location"
            hint="Pick your suburb or address from the suggestions."
            error={errors.place?.message}
            disabled={busy}
          />
          <BoundField
            form={form}
            name="preferredDate"
            label="Preferred date"
            placeholder="e.g. Tomorrow 2:00 PM"
            disabled={busy}
          />
          {serviceType === 'cleaning' ? (
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
          ) : null}
          <FormActions
            cancelHref="/"
            busy={busy}
            busyLabel="Submitting..."
            submitLabel="Submit Request"
          />
        </form>
      </Card>
    </main>
  );
}
