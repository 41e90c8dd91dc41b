import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPhone } from '../../../domain/phone';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { Button } from '../../components/ui/button';
import { m } from '../../../i18n/paraglide/messages.js';

type Contact = NonNullable<QuoteRequest['customerContact']>;

/** A WhatsApp chat with a number stored in E.164 (+27821234567 -> https://wa.me/27821234567). */
export function whatsAppLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

/**
 * How to reach the other side of an accepted job: a call, a WhatsApp chat and an email, each one
 * tap on a phone.
 */
export function ContactCard({
  contact,
  children,
  testId,
}: {
  contact: Contact;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div
      className="grid gap-2 rounded-lg bg-accent p-3 text-sm text-accent-foreground"
      data-testid={testId}
    >
      <p>{children}</p>
      <div className="flex flex-wrap gap-2">
        {contact.phone ? (
          <>
            <Button asChild size="sm" className="h-11">
              <a href={`tel:${contact.phone}`} aria-label={m.contact_call({ name: contact.name })}>
                <Phone aria-hidden />
                {formatPhone(contact.phone)}
              </a>
            </Button>
            <Button asChild size="sm" variant="outline" className="h-11">
              <a
                href={whatsAppLink(contact.phone)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={m.contact_whatsapp({ name: contact.name })}
              >
                <MessageCircle aria-hidden />
                WhatsApp
              </a>
            </Button>
          </>
        ) : null}
        {contact.email ? (
          <Button
            asChild
            size="sm"
            variant="outline"
            className="h-auto min-h-11 max-w-full py-2 whitespace-normal"
          >
            <a
              href={`mailto:${contact.email}`}
              aria-label={m.contact_email({ name: contact.name })}
            >
              <Mail aria-hidden />
              {/* A long address wraps: the whole of it is read, not guessed. */}
              <span className="text-left break-all">{contact.email}</span>
            </a>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
