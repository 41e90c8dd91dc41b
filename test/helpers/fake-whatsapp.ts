import http from 'node:http';

/** A template message as the fake Graph API received it. */
export interface GraphSend {
  phoneNumberId: string;
  to: string;
  template: string;
  /** The template's language ('en', 'af', 'zu'). */
  language: string;
  parameters: string[];
  callbackData: string;
}

export interface FakeWhatsapp {
  graphUrl: string;
  sends: GraphSend[];
  /** The next sends answer with this error (status and Graph error code). */
  failNext(count: number, status: number, code: number): void;
  close(): Promise<void>;
}

const REGISTERED_LANGUAGES = ['en', 'af', 'zu'];

/**
 * A stand-in for the WhatsApp Business Cloud API's Graph endpoint on 127.0.0.1: it checks the
 * bearer token and the message's shape as the real one does, records each template message and
 * answers with a message id.
 */
export async function startFakeWhatsapp(token: string): Promise<FakeWhatsapp> {
  const sends: GraphSend[] = [];
  let failures: { count: number; status: number; code: number } | null = null;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match)
        return answer(404, { error: { message: 'Unknown path', code: 100 } });
      if (request.headers.authorization !== `Bearer ${token}`) {
        return answer(401, { error: { message: 'Invalid OAuth access token', code: 190 } });
      }
      if (failures && failures.count > 0) {
        failures.count -= 1;
        return answer(failures.status, { error: { message: 'Fake failure', code: failures.code } });
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        messaging_product?: string;
        to?: string;
        type?: string;
        template?: {
          name?: string;
          language?: { code?: string };
          components?: { type: string; parameters: { type: string; text: string }[] }[];
        };
        biz_opaque_callback_data?: string;
      };
      if (
        body.messaging_product !== 'whatsapp' ||
        body.type !== 'template' ||
        !body.template?.name ||
        !/^\d{8,15}$/.test(body.to ?? '')
      ) {
        return answer(400, { error: { message: 'Invalid parameter', code: 100 } });
      }
      // Khaya's templates exist in the languages it registered them in (Meta has no isiXhosa).
      const language = body.template.language?.code ?? '';
      if (!REGISTERED_LANGUAGES.includes(language)) {
        return answer(404, {
          error: { message: 'Template name does not exist in the translation', code: 132001 },
        });
      }
      sends.push({
        phoneNumberId: match[1]!,
        to: body.to!,
        template: body.template.name,
        language,
        parameters: body.template.components?.[0]?.parameters.map((p) => p.text) ?? [],
        callbackData: body.biz_opaque_callback_data ?? '',
      });
      return answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.fake${sends.length}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    graphUrl: `http://127.0.0.1:${port}`,
    sends,
    failNext: (count, status, code) => {
      failures = { count, status, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export { sign as signWebhook } from '../../src/server/services/notifications/delivery/whatsapp';
