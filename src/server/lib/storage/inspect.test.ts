import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../domain/verification';
import { inspectUpload } from './inspect';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function photoWithGps(format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } },
  }).withExif({
    IFD0: { Make: 'PhoneMaker', Model: 'Cheap Android' },
    IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 55/1 0/1' },
  });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

async function refusal(bytes: Buffer) {
  try {
    await inspectUpload(bytes);
  } catch (error) {
    return error as { statusCode: number; message: string };
  }
  throw new Error('expected a refusal');
}

describe('inspectUpload', () => {
  it('keeps a PDF as sent', async () => {
    const result = await inspectUpload(PDF);
    expect(result.contentType).toBe('application/pdf');
    expect(result.bytes.equals(PDF)).toBe(true);
  });

  it.each(['jpeg', 'png'] as const)(
    're-encodes a %s photo without its EXIF and GPS data',
    async (format) => {
      const photo = await photoWithGps(format);
      const before = await sharp(photo).metadata();
      expect(before.exif?.length ?? 0).toBeGreaterThan(0);
      expect(photo.includes(Buffer.from('PhoneMaker'))).toBe(true);
      const result = await inspectUpload(photo);
      expect(result.contentType).toBe(`image/${format}`);
      const after = await sharp(result.bytes).metadata();
      expect(after.exif).toBeUndefined();
      expect(result.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect([after.width, after.height]).toEqual([64, 48]);
    },
  );

  it('refuses what is not a PDF, JPEG or PNG, whatever its name, with 415', async () => {
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(120),
    ]);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    for (const bytes of [elf, exe, html, svg, gif]) {
      const error = await refusal(bytes);
      expect(error.statusCode).toBe(415);
      expect(error.message).toBe(UPLOAD_MESSAGES.wrongType);
    }
  });

  it('refuses a broken image that starts like a JPEG with 415', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    expect((await refusal(broken)).statusCode).toBe(415);
  });

  it('refuses an empty file (400) and one over 5 MB (413)', async () => {
    expect(await refusal(Buffer.alloc(0))).toMatchObject({
      statusCode: 400,
      message: UPLOAD_MESSAGES.empty,
    });
    const large = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    expect(await refusal(large)).toMatchObject({
      statusCode: 413,
      message: UPLOAD_MESSAGES.tooLarge,
    });
  });
});
