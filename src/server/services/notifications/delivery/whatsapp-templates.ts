import type { Locale } from '../../../../domain/locales';
import type { WhatsappLanguage } from '../../../db/schema';
import { DeliveryError } from './channels';

/**
 * Khaya's WhatsApp templates as registered with Meta, per language: business-initiated messages
 * are approved templates only, each with its values in order, the last the link that acts on it.
 * Meta offers Afrikaans (`af`) and isiZulu (`zu`); isiXhosa readers get the English (`en`)
 * templates, their values in English too (issue 50). docs/deploy.md says how to register them.
 */
export const WHATSAPP_TEMPLATES: Record<WhatsappLanguage, Record<string, string>> = {
  en: {
    new_lead: 'New {{1}} request in {{2}}: "{{3}}". See it and quote: {{4}}',
    new_leads_grouped: '{{1}} new requests near you on Khaya. See them and quote: {{2}}',
    quote_received: 'New quote for your {{1}} request: {{2}} from {{3}}. Compare and choose: {{4}}',
    quote_accepted: '{{1}} accepted your quote of {{2}} for {{3}} in {{4}}. Their details: {{5}}',
    job_completed: '{{1}} marked the {{2}} job in {{3}} completed. Review them: {{4}}',
    review_request: 'How was your {{1}} job with {{2}}? Leave a review: {{3}}',
    visit_reminder: '{{1}}: your {{2}} visit, {{3}}, with {{4}}. Details: {{5}}',
    visit_move_proposed: '{{1}} asks to move your {{2}} visit to {{3}}. Accept or decline: {{4}}',
    provider_on_the_way: '{{1}} is on the way for your {{2}} job, booked {{3}}. Details: {{4}}',
    instant_booked:
      '{{1}} booked you for a clean in {{2}}: {{3}}, {{4}}. Decline within 2 hours if you cannot: {{5}}',
    instant_declined:
      '{{1}} cannot take your clean on {{2}}: "{{3}}". Your request is open to other cleaners: {{4}}',
    payment_held:
      '{{1}} paid {{2}} for the {{3}} job in {{4}} into TradeSafe escrow. Do the work, then mark it done: {{5}}',
    work_delivered:
      '{{1}} says the {{2}} job is done. Accept it within 24 hours and they are paid (TradeSafe accepts it for you after that): {{3}}',
    payment_released:
      'Paid out: TradeSafe is paying {{1}} into your bank account for the {{2}} job in {{3}}: {{4}}',
    visit_cancelled: '{{1}} cancelled the visit {{2}} ("{{3}}"). What happens next: {{4}}',
    // An authentication template: the code that proves the number is the person's.
    confirm_number:
      '{{1}} is your Khaya code to turn on WhatsApp messages. It expires in 10 minutes. If you did not ask for it, ignore this message.',
  },
  af: {
    new_lead: 'Nuwe versoek ({{1}}) in {{2}}: "{{3}}". Sien dit en stuur \'n kwotasie: {{4}}',
    new_leads_grouped:
      '{{1}} nuwe versoeke naby jou op Khaya. Sien hulle en stuur kwotasies: {{2}}',
    quote_received:
      'Nuwe kwotasie vir jou versoek ({{1}}): {{2}} van {{3}}. Vergelyk en kies: {{4}}',
    quote_accepted:
      '{{1}} het jou kwotasie van {{2}} vir {{3}} in {{4}} aanvaar. Hul besonderhede: {{5}}',
    job_completed: '{{1}} het die werk ({{2}}) in {{3}} as voltooi gemerk. Resenseer hulle: {{4}}',
    review_request: "Hoe was jou werk ({{1}}) met {{2}}? Los 'n resensie: {{3}}",
    visit_reminder: '{{1}}: jou besoek ({{2}}), {{3}}, met {{4}}. Besonderhede: {{5}}',
    visit_move_proposed:
      '{{1}} vra om jou besoek ({{2}}) na {{3}} te skuif. Aanvaar of weier: {{4}}',
    provider_on_the_way:
      '{{1}} is op pad vir jou werk ({{2}}), bespreek vir {{3}}. Besonderhede: {{4}}',
    instant_booked:
      "{{1}} het jou bespreek vir 'n skoonmaak in {{2}}: {{3}}, {{4}}. Weier binne 2 uur as jy nie kan nie: {{5}}",
    instant_declined:
      '{{1}} kan nie jou skoonmaak op {{2}} doen nie: "{{3}}". Jou versoek is oop vir ander skoonmakers: {{4}}',
    payment_held:
      '{{1}} het {{2}} vir die werk ({{3}}) in {{4}} in TradeSafe se trust betaal. Doen die werk en merk dit dan klaar: {{5}}',
    work_delivered:
      '{{1}} sê die werk ({{2}}) is klaar. Aanvaar dit binne 24 uur en hulle word betaal (TradeSafe aanvaar dit daarna namens jou): {{3}}',
    payment_released:
      'Uitbetaal: TradeSafe betaal {{1}} in jou bankrekening vir die werk ({{2}}) in {{3}}: {{4}}',
    visit_cancelled: '{{1}} het die besoek {{2}} gekanselleer ("{{3}}"). Wat nou gebeur: {{4}}',
    confirm_number:
      '{{1}} is jou Khaya-kode om WhatsApp-boodskappe aan te skakel. Dit verval oor 10 minute. As jy nie daarvoor gevra het nie, ignoreer hierdie boodskap.',
  },
  zu: {
    new_lead: 'Isicelo esisha ({{1}}) e-{{2}}: "{{3}}". Sibone bese uthumela ikhotheshini: {{4}}',
    new_leads_grouped:
      'Izicelo ezintsha ezingu-{{1}} eduze kwakho ku-Khaya. Zibone bese uthumela amakhotheshini: {{2}}',
    quote_received:
      'Ikhotheshini entsha yesicelo sakho ({{1}}): {{2}} evela ku-{{3}}. Qhathanisa bese ukhetha: {{4}}',
    quote_accepted:
      'U-{{1}} wamukele ikhotheshini yakho ka-{{2}} ({{3}}) e-{{4}}. Imininingwane yabo: {{5}}',
    job_completed:
      'U-{{1}} uphawule umsebenzi ({{2}}) e-{{3}} njengoqediwe. Bhala isibuyekezo sabo: {{4}}',
    review_request: 'Bekunjani umsebenzi ({{1}}) no-{{2}}? Shiya isibuyekezo: {{3}}',
    visit_reminder: '{{1}}: ukuvakasha kwakho ({{2}}), {{3}}, no-{{4}}. Imininingwane: {{5}}',
    visit_move_proposed:
      'U-{{1}} ucela ukuhambisa ukuvakasha kwakho ({{2}}) kuye ku-{{3}}. Yamukela noma wenqabe: {{4}}',
    provider_on_the_way:
      'U-{{1}} usendleleni ngomsebenzi wakho ({{2}}), obhukhwe ngo-{{3}}. Imininingwane: {{4}}',
    instant_booked:
      'U-{{1}} ukubhukhele ukuhlanza e-{{2}}: {{3}}, {{4}}. Yenqaba kungakapheli amahora angu-2 uma ungakwazi: {{5}}',
    instant_declined:
      'U-{{1}} akakwazi ukwenza ukuhlanza kwakho ngo-{{2}}: "{{3}}". Isicelo sakho sivulekele abanye abahlanzi: {{4}}',
    payment_held:
      'U-{{1}} ukhokhe u-{{2}} ngomsebenzi ({{3}}) e-{{4}} ku-escrow ye-TradeSafe. Yenza umsebenzi, bese uwuphawula njengoqediwe: {{5}}',
    work_delivered:
      'U-{{1}} uthi umsebenzi ({{2}}) uqediwe. Wamukele kungakapheli amahora angu-24 bese bekhokhelwa (i-TradeSafe iwamukela esikhundleni sakho ngemuva kwalokho): {{3}}',
    payment_released:
      'Kukhokhiwe: i-TradeSafe ikhokha u-{{1}} ku-akhawunti yakho yasebhange ngomsebenzi ({{2}}) e-{{3}}: {{4}}',
    visit_cancelled: 'U-{{1}} ukhansele ukuvakasha kuka-{{2}} ("{{3}}"). Okulandelayo: {{4}}',
    confirm_number:
      '{{1}} yikhodi yakho ye-Khaya yokuvula imilayezo ye-WhatsApp. Iphelelwa yisikhathi emizuzwini eyi-10. Uma ungayicelanga, ziba lo mlayezo.',
  },
};

/** The template language for a reader, and the language its values are written in. */
const TEMPLATE_LANGUAGES: Record<Locale, { code: WhatsappLanguage; locale: Locale }> = {
  'en-ZA': { code: 'en', locale: 'en-ZA' },
  af: { code: 'af', locale: 'af' },
  zu: { code: 'zu', locale: 'zu' },
  xh: { code: 'en', locale: 'en-ZA' },
};

export const whatsappLanguageOf = (locale: Locale) => TEMPLATE_LANGUAGES[locale];

/** A template's text with its values, as the person reads it (the mailbox, the tests). */
export function renderTemplate(
  name: string,
  parameters: string[],
  language: WhatsappLanguage = 'en',
): string {
  const text = WHATSAPP_TEMPLATES[language][name];
  if (!text) throw new DeliveryError(`No WhatsApp template called ${name} in ${language}`, true);
  return text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => parameters[Number(n) - 1] ?? '');
}
