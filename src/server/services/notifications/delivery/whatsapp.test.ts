import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../domain/locales';
import { WHATSAPP_KINDS } from '../../../../domain/schemas/notifications';
import type { WhatsappLanguage } from '../../../db/schema';
import { paymentHeld, paymentReleased, workDelivered } from '../payment-subscribers';
import type { RequestFacts } from '../wording';
import { renderTemplate, WHATSAPP_TEMPLATES, whatsappLanguageOf } from './whatsapp-templates';

const REQUEST = {
  id: '00000000-0000-4000-8000-000000000001',
  serviceType: 'plumbing',
  area: 'Claremont, Cape Town',
  customerFirstName: 'Naledi',
} as unknown as RequestFacts;

const LANGUAGES = Object.keys(WHATSAPP_TEMPLATES) as WhatsappLanguage[];
const valuesOf = (text: string) => [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1]).sort();

describe('WhatsApp templates', () => {
  it('has a registered template for every kind WhatsApp carries, in every language', () => {
    expect(LANGUAGES).toEqual(['en', 'af', 'zu']);
    for (const language of LANGUAGES) {
      for (const kind of WHATSAPP_KINDS) {
        expect(WHATSAPP_TEMPLATES[language][kind], `${language} ${kind}`).toBeDefined();
      }
    }
  });

  it("gives each language the same templates, each with English's values", () => {
    for (const language of LANGUAGES) {
      const names = Object.keys(WHATSAPP_TEMPLATES[language]).sort();
      expect(names, language).toEqual(Object.keys(WHATSAPP_TEMPLATES.en).sort());
      for (const name of names) {
        expect(valuesOf(WHATSAPP_TEMPLATES[language][name] ?? ''), `${language} ${name}`).toEqual(
          valuesOf(WHATSAPP_TEMPLATES.en[name] ?? ''),
        );
      }
    }
  });

  it('writes isiXhosa readers the English templates, with English values', () => {
    expect(LOCALES.map((locale) => whatsappLanguageOf(locale))).toEqual([
      { code: 'en', locale: 'en-ZA' },
      { code: 'zu', locale: 'zu' },
      { code: 'af', locale: 'af' },
      { code: 'en', locale: 'en-ZA' },
    ]);
  });

  it("fills every value of the payment messages' templates (the link last), in each language", () => {
    for (const locale of ['en-ZA', 'af', 'zu'] as const) {
      const { code } = whatsappLanguageOf(locale);
      for (const wording of [
        paymentHeld(REQUEST, 185_000),
        workDelivered(REQUEST, 'Sipho Plumbing'),
        paymentReleased(REQUEST, 166_500),
      ]) {
        const message = wording(locale);
        const template = message.template;
        if (!template) throw new Error(`${message.kind} has no template`);
        const link = 'https://khaya.test/x';
        const text = renderTemplate(template.name, [...template.parameters, link], code);
        expect(text, `${locale} ${message.kind}`).not.toMatch(/\{\{\d+\}\}/);
        expect(text.endsWith(link), text).toBe(true);
        expect(text.split(link)).toHaveLength(2);
      }
    }
    const held = paymentHeld(REQUEST, 185_000);
    const fill = (locale: 'en-ZA' | 'af' | 'zu') => {
      const template = held(locale).template;
      return renderTemplate(
        template?.name ?? '',
        [...(template?.parameters ?? []), 'L'],
        whatsappLanguageOf(locale).code,
      );
    };
    expect(fill('en-ZA')).toContain('Naledi paid R1');
    expect(fill('af')).toContain('Naledi het R1 850 vir die werk (loodgieterswerk) in Claremont');
    expect(fill('zu')).toContain('ngomsebenzi (amapayipi) e-Claremont');
  });
});
