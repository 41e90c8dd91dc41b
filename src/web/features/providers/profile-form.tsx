import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { SERVICE_RADIUS_KM } from '../../../domain/distance';
import { DEFAULT_RESPONSE_TIME } from '../../../domain/presets';
import type { Place } from '../../../domain/schemas/places';
import type { ServiceType } from '../../../domain/services';
import { FormActions } from '../../components/ui/form-actions';
import { Card } from '../../components/ui/card';
import { BoundField } from '../../components/ui/bound-field';
import { FormField } from '../../components/ui/form-field';
import { Input, RandInput, Textarea } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { PlaceField } from '../places';
import { useSaveProvider } from './api';
import { ServiceTiles } from './service-tiles';
import type { ProviderProfile } from '../../../domain/schemas/providers';
import { lazyResolver, loadValidation, preloadValidation } from '../../lib/lazy-resolver';
import { m } from '../../../i18n/paraglide/messages.js';
import { responseTimeWords } from './provider-words';

export const RESPONSE_TIMES = [
  'Within 1 hour',
  'Within 2 hours',
  'Within 4 hours',
  'Same day',
  DEFAULT_RESPONSE_TIME,
  'Within 48 hours',
];

const onboardingResolver = lazyResolver<FormValues>('provider-onboarding');

interface FormValues {
  bio: string;
  services: ServiceType[];
  hourlyRate: string;
  responseTime: string;
  place: Place | null;
  serviceRadiusKm: string;
}

function initialValues(profile: ProviderProfile | null): FormValues {
  if (!profile) {
    return {
      bio: '',
      services: [],
      hourlyRate: '',
      responseTime: DEFAULT_RESPONSE_TIME,
      place: null,
      serviceRadiusKm: String(SERVICE_RADIUS_KM.default),
    };
  }
  return {
    bio: profile.bio ?? '',
    services: profile.services as ServiceType[],
    hourlyRate: profile.hourlyRate === null ? '' : String(profile.hourlyRate),
    responseTime: profile.responseTime ?? DEFAULT_RESPONSE_TIME,
    place:
      profile.latitude !== null && profile.longitude !== null
        ? {
            id: 'saved',
            name: profile.location,
            formattedAddress: profile.location,
            latitude: profile.latitude,
            longitude: profile.longitude,
          }
        : null,
    serviceRadiusKm: String(profile.serviceRadiusKm),
  };
}

export function ProviderProfileForm({
  userId,
  profile,
}: {
  userId: string;
  profile: ProviderProfile | null;
}) {
  const [, navigate] = useLocation();
  const save = useSaveProvider(profile ? 'update' : 'create');
  const form = useForm<FormValues>({
    resolver: onboardingResolver,
    defaultValues: initialValues(profile),
  });
  const { errors, isSubmitting: busy } = form.formState;

  const onSubmit = async (values: FormValues) => {
    // Validated already (the resolver loaded the schema): parsed for its typed output.
    const parsed = (await loadValidation()).onboardingFormSchema.parse(values);
    try {
      await save.mutateAsync({
        ...(profile ? {} : { userId }),
        bio: values.bio.trim(),
        services: parsed.services,
        hourlyRate: parsed.hourlyRate,
        responseTime: values.responseTime,
        location: parsed.place.formattedAddress,
        latitude: parsed.place.latitude,
        longitude: parsed.place.longitude,
        serviceRadiusKm: parsed.serviceRadiusKm,
      });
      toast(
        profile
          ? { title: m.prof_updated(), description: m.prof_updated_text() }
          : { title: m.prof_created(), description: m.prof_created_text() },
      );
      navigate('/provider');
    } catch {
      toast({
        variant: 'destructive',
        title: m.toast_error(),
        description: profile ? m.prof_save_failed() : m.prof_create_failed(),
      });
    }
  };

  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">
        {profile ? m.prof_edit_title() : m.prof_setup_title()}
      </h1>
      <p className="mt-1 text-muted-foreground">{m.prof_lead()}</p>
      <Card className="mt-6 p-5 sm:p-6">
        <form
          onFocus={preloadValidation}
          onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
          noValidate
          className="grid gap-5"
        >
          <BoundField
            form={form}
            name="bio"
            label={m.prof_bio()}
            hint={m.prof_bio_hint()}
            as={Textarea}
            rows={4}
            placeholder={m.prof_bio_placeholder()}
            disabled={busy}
          />
          <FormField label={m.prof_services()} error={errors.services?.message} group>
            {(field, label) => (
              <Controller
                control={form.control}
                name="services"
                render={({ field: services }) => (
                  <ServiceTiles
                    value={services.value}
                    onChange={services.onChange}
                    disabled={busy}
                    describedBy={field['aria-describedby']}
                    labelledBy={label.id}
                  />
                )}
              />
            )}
          </FormField>
          <BoundField
            form={form}
            name="hourlyRate"
            label={m.prof_rate()}
            hint={m.prof_rate_hint()}
            as={RandInput}
            placeholder="350"
            disabled={busy}
          />
          <BoundField
            form={form}
            name="responseTime"
            label={m.prof_response()}
            as={NativeSelect}
            disabled={busy}
          >
            {RESPONSE_TIMES.map((time) => (
              <option key={time} value={time}>
                {responseTimeWords(time)}
              </option>
            ))}
          </BoundField>
          <PlaceField
            control={form.control}
            name="place"
            label={m.prof_area()}
            hint={m.prof_area_hint()}
            error={errors.place?.message}
            disabled={busy}
          />
          <BoundField
            form={form}
            name="serviceRadiusKm"
            label={m.prof_radius()}
            hint={m.prof_radius_hint()}
            as={Input}
            inputMode="numeric"
            autoComplete="off"
            className="max-w-32"
            disabled={busy}
          />
          <FormActions
            cancelHref={profile ? '/provider' : '/'}
            busy={busy}
            busyLabel={m.prof_saving()}
            submitLabel={profile ? m.prof_save() : m.prof_complete()}
          />
        </form>
      </Card>
    </main>
  );
}
