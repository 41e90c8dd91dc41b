import { describe, expect, it } from 'vitest';
import { WHATSAPP_KINDS } from '../../../../domain/schemas/notifications';
import { paymentHeld, paymentReleased, workDelivered } from '../payment-subscribers';
import type { RequestFacts } from '../wording';
import { renderTemplate, WHATSAPP_TEMPLATES } from './whatsapp';

const REQUEST = {
  id: '00000000-0000-4000-8000-000000000001',
  serviceType: 'plumbing',
  area: 'Claremont, Cape Town',
  customerFirstName: 'Naledi',
} as unknown as RequestFacts;

describe('WhatsApp templates', () => {
  it('has a registered template for every kind WhatsApp carries', () => {
    for (const kind of WHATSAPP_KINDS) expect(WHATSAPP_TEMPLATES[kind], kind).toBeDefined();
  });

  it("fills every value of the payment messages' templates (the link last)", () => {
    for (const message of [
      paymentHeld(REQUEST, 185_000),
      workDelivered(REQUEST, 'Sipho Plumbing'),
      paymentReleased(REQUEST, 166_500),
    ]) {
      const template = message.template;
      if (!template) throw new Error(`${message.kind} has no template`);
      const text = renderTemplate(template.name, [...template.parameters, 'https://khaya.test/x']);
      expect(text, message.kind).not.toMatch(/\{\{\d+\}\}/);
      expect(text.endsWith('https://khaya.test/x'), text).toBe(true);
      expect(text.split('https://khaya.test/x')).toHaveLength(2);
    }
    expect(
      renderTemplate(paymentHeld(REQUEST, 185_000).template?.name ?? '', [
        ...(paymentHeld(REQUEST, 185_000).template?.parameters ?? []),
        'L',
      ]),
    ).toContain('Naledi paid R1');
  });
});
