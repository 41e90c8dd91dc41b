/**
 * What stands where contact details were hidden in a message or review (./contact-redaction.ts),
 * apart so that a page can find it without the redaction code. Pages outside English say it in
 * their language.
 */
export const CONTACT_HIDDEN = '[contact details hidden until a quote is accepted]';
