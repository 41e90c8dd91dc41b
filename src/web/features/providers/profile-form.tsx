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
          ? { title: 'Profile updated', description: 'Your provider profile is saved.' }
          : {
              title: 'Provider profile created!',
              description: "You're all set to start receiving quote requests.",
            },
      );
      navigate('/provider');
    } catch {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: profile
          ? 'Failed to save your profile. Please try again.'
          : 'Failed to create provider profile. Please try again.',
      });
    }
  };

  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">
        {profile ? 'Edit Provider Profile' : 'Set Up Your Provider Profile'}
      </h1>
      <p className="mt-1 text-muted-foreground">
        Tell customers what you do and where you work. Requests for your services will show on your
        dashboard.
      </p>
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
            label="About you"
            hint="Shown in public: phone numbers, emails and links are hidden. Customers reach you through Khaya."
            as={Textarea}
            rows={4}
            placeholder="Your experience, qualifications and what makes your service great"
            disabled={busy}
          />
          <FormField label="Services offered" error={errors.services?.message} group>
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
            label="Hourly rate (ZAR, optional)"
            hint="Leave it empty if you prefer: you can quote per job instead."
            as={RandInput}
            placeholder="350"
            disabled={busy}
          />
          <BoundField
            form={form}
            name="responseTime"
            label="Typical response time"
            as={NativeSelect}
            disabled={busy}
          >
            {RESPONSE_TIMES.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </BoundField>
          <PlaceField
            control={form.control}
            name="place"
            label="Service area"
            hint="The suburb or town you work from, picked from the suggestions."
            error={errors.place?.message}
            disabled={busy}
          />
          <BoundField
            form={form}
            name="serviceRadiusKm"
            label="How far you travel (km)"
            hint="You see requests within this distance of your base: 1 to 100 km."
            as={Input}
            inputMode="numeric"
            autoComplete="off"
            className="max-w-32"
            disabled={busy}
          />
          <FormActions
            cancelHref={profile ? '/provider' : '/'}
            busy={busy}
            busyLabel="Saving..."
            submitLabel={profile ? 'Save Changes' : 'Complete Setup'}
          />
        </form>
      </Card>
    </main>
  );
}
