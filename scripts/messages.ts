/**
 * `npm run messages`: compiles Khaya's messages (src/i18n/messages/*.json, issue 50) with
 * Paraglide JS into src/i18n/paraglide: one typed function per message, each language's words
 * its own, so a build for one language carries only that language's words for the messages its
 * pages use. Run on install, before the tests and by every build; the output is not kept in git.
 */
import { compileMessages } from './lib/messages';

await compileMessages();
// The inlang SDK leaves a handle open for half a minute after compiling: nothing is pending.
process.exit(0);
