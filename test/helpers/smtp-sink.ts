import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the sink received it over SMTP. */
export interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A header's raw value, as sent (unfolded). */
  header(name: string): string | undefined;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Answers RCPT TO for addresses matching with this SMTP code (550: for good, 451: try later). */
  reject(pattern: RegExp, code: number): void;
  /** Waits until at least `count` messages have come. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives. */
export async function startSmtpSink(options: { delayMs?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const rejections: { pattern: RegExp; code: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // No reverse DNS lookup of each client (slow, and pointless on 127.0.0.1).
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const rule = rejections.find(({ pattern }) => pattern.test(address.address));
      if (!rule) return callback();
      const error = new Error(`Mailbox ${address.address} refused`) as Error & {
        responseCode: number;
      };
      error.responseCode = rule.code;
      return callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          messages.push({
            messageId: parsed.messageId ?? '',
            to: [parsed.to ?? []]
              .flat()
              .map((to) => to.text)
              .join(', '),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            header: (name: string) => {
              const line = parsed.headerLines.find((entry) => entry.key === name.toLowerCase());
              return line?.line
                .slice(line.line.indexOf(':') + 1)
                .replace(/\r?\n\s+/g, ' ')
                .trim();
            },
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client that dies mid-conversation (the kill -9 test) resets its connection: expected here.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    reject: (pattern, code) => rejections.push({ pattern, code }),
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`Waited for ${count} emails, got ${messages.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
