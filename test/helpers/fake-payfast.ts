import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  formSignature,
  itnParamString,
  phpUrlencode,
  type OrderedFields,
} from '../../src/server/lib/payments/payfast';

export const FAKE_MERCHANT = {
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'jt7NOE43FZPn',
};

export interface FakePayFast {
  host: string;
  /** The parameter strings PayFast was asked to confirm. */
  validations: string[];
  /** What `/eng/query/validate` answers next: PayFast's word on the ITN. */
  answer: 'VALID' | 'INVALID';
  /** Signs an ITN as PayFast would (fields in order, then the passphrase). */
  itn(fields: OrderedFields, passphrase?: string): OrderedFields;
  close(): Promise<void>;
}

const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');

/** An ITN's fields as a form body. */
export const formBody = (fields: OrderedFields) =>
  fields.map(([k, v]) => `${k}=${phpUrlencode(v)}`).join('&');

/**
 * PayFast on 127.0.0.1 as the server side sees it (ADR 14): `/eng/query/validate` takes the
 * ITN's parameter string and answers VALID or INVALID; `itn` signs notifications the way PayFast
 * does. `formSignature` is checked by the tests against the form the app signs.
 */
export async function startFakePayFast(): Promise<FakePayFast> {
  const fake: FakePayFast = {
    host: '',
    validations: [],
    answer: 'VALID',
    itn(fields, passphrase = FAKE_MERCHANT.passphrase) {
      const base = itnParamString(fields);
      return [...fields, ['signature', md5(`${base}&passphrase=${phpUrlencode(passphrase)}`)]];
    },
    close: async () => undefined,
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/eng/query/validate') {
        fake.validations.push(Buffer.concat(chunks).toString('utf8'));
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(fake.answer);
        return;
      }
      response.writeHead(404);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

/** Whether a payment form's signature is the one PayFast would compute. */
export function formSignatureValid(fields: OrderedFields, passphrase = FAKE_MERCHANT.passphrase) {
  const unsigned = fields.filter(([key]) => key !== 'signature');
  const given = fields.find(([key]) => key === 'signature')?.[1];
  return given === formSignature(unsigned, passphrase);
}
