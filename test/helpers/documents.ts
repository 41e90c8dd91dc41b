import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer();

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string; field?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----khaya${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a document as the verification page does. */
export function upload(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string; field?: string },
) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/providers/me/documents',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export const VALID_FIELDS = (today: string): Record<string, Record<string, string>> => ({
  id_document: { kind: 'id_document', idType: 'sa_id' },
  proof_of_address: { kind: 'proof_of_address', issuedOn: today },
  electrical_registration: {
    kind: 'electrical_registration',
    category: 'installation_electrician',
    registrationNumber: 'IE 123456',
  },
  pirb_registration: {
    kind: 'pirb_registration',
    designation: 'licensed_plumber',
    registrationNumber: 'PIRB-98765',
    expiresOn: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
  },
  company_registration: { kind: 'company_registration', cipcNumber: '2015/123456/07' },
  agent_id_document: { kind: 'agent_id_document', workerName: 'Lindiwe Mokoena' },
});
