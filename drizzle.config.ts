import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/quote-schema.ts',
    './src/server/db/delivery-schema.ts',
    './src/server/db/review-schema.ts',
    './src/server/db/message-schema.ts',
    './src/server/db/verification-schema.ts',
    './src/server/db/contact-schema.ts',
  ],
  out: './drizzle',
});
