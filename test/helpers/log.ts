import { Writable } from 'node:stream';

/** A logger stream that keeps each line the app writes (JSON), for a test to read. */
export function capturedLog(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}
