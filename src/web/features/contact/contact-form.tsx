import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_TOPICS,
  type ContactBody,
  type ContactTopic,
} from '../../../domain/schemas/contact';
import { m } from '../../../i18n/paraglide/messages.js';
import { BoundField } from '../../components/ui/bound-field';
import { Button } from '../../components/ui/button';
import { EmailInput, Textarea } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { ApiError, failureText } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { lazyResolver, preloadValidation } from '../../lib/lazy-resolver';
import { useStarted } from '../../lib/use-started';
import { useSendContactMessage } from './api';
import { TOPIC_WORDS } from './topic-words';

const contactResolver = lazyResolver<ContactBody>('contact');
const FIELDS = ['name', 'email', 'topic', 'message'] as const;

function isTopic(value: string | null): value is ContactTopic {
  return (CONTACT_TOPICS as readonly string[]).includes(value ?? '');
}

/**
 * The Contact page's form: it reaches the admin desk, and the answer comes by email. A signed-in
 * person's name and address are filled in; `?topic=job` (from Help) chooses the topic.
 */
export function ContactForm() {
  const { user } = useAuth();
  const send = useSendContactMessage();
  // Until the app runs the prerendered page, the browser would send the form itself: wait.
  const started = useStarted();
  const form = useForm<ContactBody>({
    resolver: contactResolver,
    defaultValues: { name: '', email: '', topic: 'question', message: '' },
  });
  // After the page has started (the prerendered form is the same for everyone).
  useEffect(() => {
    const topic = new URLSearchParams(window.location.search).get('topic');
    if (isTopic(topic)) form.setValue('topic', topic);
  }, [form]);
  useEffect(() => {
    if (!user) return;
    if (!form.getValues('name') && user.displayName) form.setValue('name', user.displayName);
    if (!form.getValues('email') && user.email) form.setValue('email', user.email);
  }, [user, form]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync(body);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      let shown = false;
      for (const field of FIELDS) {
        if (fields[field]) {
          form.setError(field, { message: fields[field] });
          shown = true;
        }
      }
      if (!shown) form.setError('root', { message: failureText(error, m.ct_failed()) });
    }
  });

  if (send.isSuccess)
    return (
      <div className="grid gap-3 rounded-lg border bg-card p-6" role="status">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 className="size-5 text-primary" aria-hidden />
          {m.ct_thanks()}
        </p>
        <p className="text-muted-foreground">
          {m.ct_answer_by({ email: form.getValues('email') })}
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            form.reset({ ...form.getValues(), message: '' });
            send.reset();
          }}
        >
          {m.ct_another()}
        </Button>
      </div>
    );

  return (
    <form
      className="grid gap-4"
      aria-label={m.ct_form()}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={preloadValidation}
      noValidate
    >
      <BoundField form={form} name="name" label={m.ct_name()} autoComplete="name" maxLength={100} />
      <BoundField
        form={form}
        name="email"
        label={m.ct_email()}
        hint={m.ct_email_hint()}
        as={EmailInput}
      />
      <BoundField form={form} name="topic" label={m.ct_topic()} as={NativeSelect}>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {TOPIC_WORDS[topic]()}
          </option>
        ))}
      </BoundField>
      <BoundField
        form={form}
        name="message"
        label={m.ct_message()}
        hint={m.ct_message_hint()}
        as={Textarea}
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!started || form.formState.isSubmitting}>
          {form.formState.isSubmitting ? m.ct_sending() : m.ct_send()}
        </Button>
        <p className="text-sm text-destructive" role="alert">
          {form.formState.errors.root?.message}
        </p>
      </div>
    </form>
  );
}
