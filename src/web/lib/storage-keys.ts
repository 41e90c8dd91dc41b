/**
 * What the app keeps in the browser's storage, and where the Firebase web SDK keeps a signed-in
 * user (its local and session persistence): keys with this prefix in web storage, or in this
 * IndexedDB database and store. The app looks for them without loading the SDK
 * (src/web/lib/stored-session.ts), and so does the boot script that shows a signed-in page's
 * sign-in view before the app starts (src/web/boot/signed-out-view.ts).
 */
export const FIREBASE_USER_KEY_PREFIX = 'firebase:authUser:';
export const FIREBASE_USER_DB = 'firebaseLocalStorageDb';
export const FIREBASE_USER_STORE = 'firebaseLocalStorage';

/**
 * The app's own note, in local storage, that this browser had a signed-in user when the app last
 * heard from Firebase: set while a user is signed in, removed on sign-out. Firebase keeps its
 * session in IndexedDB first, which a page can only ask about asynchronously; this key lets the
 * boot script tell at once, before the first paint, that nobody is signed in.
 */
export const SIGNED_IN_HINT_KEY = 'khaya:signed-in';

/** The visitor's colour theme, 'light' or 'dark' (spec section 4). */
export const THEME_KEY = 'theme';

/** The language a person chose ('zu'), which the boot script sends them to (issue 50). */
export const LANGUAGE_KEY = 'khaya:language';

/**
 * A request a visitor described before signing in (src/web/features/quote-requests/request-draft.ts):
 * sent once they have; removed when sent, on sign-out, or when a day old.
 */
export const REQUEST_DRAFT_KEY = 'khaya:request-draft';

/**
 * What is typed into the request form, kept as it is typed (request-draft.ts, issue 52): filled
 * in again after a reload or a closed tab; removed when the request is sent, on sign-out, or
 * when a day old.
 */
export const REQUEST_TYPING_KEY = 'khaya:request-typing';

/**
 * Where Browse Providers starts (src/web/features/providers/home-place.ts): the place a visitor
 * last searched or a customer's requests are, or the choice of anywhere; removed on sign-out.
 */
export const HOME_PLACE_KEY = 'khaya:home-place';

/**
 * When the server's session cookie for this browser ends (ISO 8601; ADR 11): the cookie itself
 * is HttpOnly, so the app keeps this note to know it holds one, and makes a new one before then.
 */
export const SESSION_UNTIL_KEY = 'khaya:session-until';

/**
 * A sign-out under way (set the moment the person asks, removed once Firebase has forgotten
 * them): a page left before Firebase had loaded and signed out still ends as signed out, the next
 * page finishing what this one started.
 */
export const SIGNING_OUT_KEY = 'khaya:signing-out';

/**
 * When the person last answered 'Not now' to an offer of push notifications (issue 52): the
 * offers stay away for a month from then.
 */
export const PUSH_OFFER_LATER_KEY = 'khaya:push-offer-later';

/**
 * The data saver (src/web/lib/data-saver.ts, issue 52), 'on' or 'off' as the person set it in
 * Settings; unset, it follows the browser's Save-Data wish.
 */
export const DATA_SAVER_KEY = 'khaya:data-saver';

/**
 * The bytes this tab's earlier pages took over the network (src/web/lib/data-used.ts), in
 * session storage: Settings shows the visit's total beside the data saver.
 */
export const DATA_USED_KEY = 'khaya:data-used';

/**
 * Messages written without signal (src/web/features/messages/waiting-messages.ts, issue 52), each
 * with its Idempotency-Key, sent by themselves when the signal returns; and what is typed in
 * each thread's box. Removed on sign-out.
 */
export const WAITING_MESSAGES_KEY = 'khaya:waiting-messages';
/** Said on the window when they change, so the sender's code loads when one is first kept. */
export const WAITING_MESSAGES_EVENT = 'khaya:waiting-messages';
export const MESSAGE_TYPING_KEY = 'khaya:message-typing';

/**
 * Quotes sent without signal (src/web/features/quotes/waiting-quotes.ts, issue 52), per person
 * and request, with their Idempotency-Key: sent by themselves from the quote's page when the
 * signal returns. Removed on sign-out.
 */
export const WAITING_QUOTES_KEY = 'khaya:waiting-quotes';

/** What a person leaves on this phone, removed when they sign out (lib/auth.tsx). */
const PERSONAL_KEYS = [
  REQUEST_DRAFT_KEY,
  REQUEST_TYPING_KEY,
  WAITING_MESSAGES_KEY,
  WAITING_QUOTES_KEY,
  MESSAGE_TYPING_KEY,
  HOME_PLACE_KEY,
];

/**
 * A request described before signing in or being typed, messages and quotes waiting for signal,
 * messages being typed, and where the person's requests are: not left for the next person.
 */
export function forgetPersonalKeys(): void {
  try {
    for (const key of PERSONAL_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept.
  }
}
