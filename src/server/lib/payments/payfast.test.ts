import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkItn,
  formSignature,
  itnParamString,
  itnSignatureValid,
  parseRand,
  paymentForm,
  phpUrlencode,
  randText,
  type OrderedFields,
} from './payfast';

const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');
const CONFIG = {
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'jt7NOE43FZPn',
  host: 'https://sandbox.payfast.co.za',
};

/** An ITN as PayFast posts it: its fields in order, signed with the passphrase. */
function itn(fields: [string, string][], passphrase = CONFIG.passphrase): [string, string][] {
  const base = fields.map(([k, v]) => `${k}=${phpUrlencode(v)}`).join('&');
  return [...fields, ['signature', md5(`${base}&passphrase=${phpUrlencode(passphrase)}`)]];
}
const PAID: [string, string][] = [
  ['m_payment_id', 'top-up-1'],
  ['pf_payment_id', '1089250'],
  ['payment_status', 'COMPLETE'],
  ['item_name', 'Khaya credit R200'],
  ['amount_gross', '200.00'],
  ['amount_fee', '-4.60'],
  ['amount_net', '195.40'],
  ['name_first', 'Sipho & Sons'],
  ['merchant_id', '10000100'],
];

describe("PayFast's protocol", () => {
  it.each([
    ['Khaya credit R200', 'Khaya+credit+R200'],
    ["Sipho & Sons (Pty) Ltd's ~*!", 'Sipho+%26+Sons+%28Pty%29+Ltd%27s+%7E%2A%21'],
    ['a-b_c.d', 'a-b_c.d'],
    ['https://khaya.co.za/x?y=1', 'https%3A%2F%2Fkhaya.co.za%2Fx%3Fy%3D1'],
  ])('urlencodes %j as PHP does', (value, encoded) => {
    expect(phpUrlencode(value)).toBe(encoded);
  });

  it('signs the form over its non-empty fields in order, trimmed, then the passphrase', () => {
    const fields: OrderedFields = [
      ['merchant_id', '10000100'],
      ['email_address', ''],
      ['amount', '200.00'],
      ['item_name', ' Khaya credit '],
    ];
    expect(formSignature(fields, 'pass word')).toBe(
      md5('merchant_id=10000100&amount=200.00&item_name=Khaya+credit&passphrase=pass+word'),
    );
    expect(formSignature([...fields].reverse(), 'pass word')).not.toBe(
      formSignature(fields, 'pass word'),
    );
  });

  it('builds the form PayFast expects, signature last', () => {
    const form = paymentForm(CONFIG, {
      paymentId: 'top-up-1',
      amountCents: 20_000,
      itemName: 'Khaya credit R200',
      returnUrl: 'https://khaya.co.za/provider/business?paid=1',
      cancelUrl: 'https://khaya.co.za/provider/business',
      notifyUrl: 'https://khaya.co.za/api/payments/payfast/notify',
    });
    expect(form.action).toBe('https://sandbox.payfast.co.za/eng/process');
    expect(form.fields.map(([key]) => key)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'notify_url',
      'm_payment_id',
      'amount',
      'item_name',
      'signature',
    ]);
    const signature = form.fields.at(-1)?.[1];
    expect(signature).toBe(formSignature(form.fields.slice(0, -1), CONFIG.passphrase));
  });

  it.each([
    [20_000, '200.00'],
    [9_305, '93.05'],
    [1, '0.01'],
  ])('writes %s cents as %s and reads it back', (cents, text) => {
    expect(randText(cents)).toBe(text);
    expect(parseRand(text)).toBe(cents);
  });

  it.each(['', '1e3', '-5.00', '12.345', 'R100', '100,00'])('reads %j as no amount', (text) => {
    expect(parseRand(text)).toBeNull();
  });

  it('checks an ITN: signed over the fields before its signature, with the passphrase', () => {
    const posted = itn(PAID);
    expect(itnSignatureValid(posted, CONFIG.passphrase)).toBe(true);
    expect(itnParamString(posted)).toBe(PAID.map(([k, v]) => `${k}=${phpUrlencode(v)}`).join('&'));
    expect(itnSignatureValid(posted, 'another passphrase')).toBe(false);
    const changed = posted.map(([k, v]): [string, string] =>
      k === 'amount_gross' ? [k, '2000.00'] : [k, v],
    );
    expect(itnSignatureValid(changed, CONFIG.passphrase)).toBe(false);
  });

  it('credits only a signed, complete ITN for the amount asked and confirmed by PayFast', async () => {
    const asked = async (id: string) => (id === 'top-up-1' ? 20_000 : null);
    const valid = async () => true;
    expect(await checkItn(itn(PAID), CONFIG.passphrase, asked, valid)).toEqual({
      ok: true,
      payment: { paymentId: 'top-up-1', gatewayPaymentId: '1089250', amountCents: 20_000 },
    });
    const forged = itn(PAID, 'guessed');
    expect(await checkItn(forged, CONFIG.passphrase, asked, valid)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const cancelled = itn(PAID.map(([k, v]) => [k, k === 'payment_status' ? 'CANCELLED' : v]));
    expect((await checkItn(cancelled, CONFIG.passphrase, asked, valid)).ok).toBe(false);
    const less = itn(PAID.map(([k, v]) => [k, k === 'amount_gross' ? '20.00' : v]));
    expect(await checkItn(less, CONFIG.passphrase, asked, valid)).toEqual({
      ok: false,
      reason: 'amount',
    });
    const unknown = itn(PAID.map(([k, v]) => [k, k === 'm_payment_id' ? 'top-up-9' : v]));
    expect(await checkItn(unknown, CONFIG.passphrase, asked, valid)).toEqual({
      ok: false,
      reason: 'amount',
    });
    let confirmedWith = '';
    const invalid = async (paramString: string) => {
      confirmedWith = paramString;
      return false;
    };
    expect(await checkItn(itn(PAID), CONFIG.passphrase, asked, invalid)).toEqual({
      ok: false,
      reason: 'unconfirmed',
    });
    expect(confirmedWith).toBe(itnParamString(itn(PAID)));
  });
});
