/**
 * Where the Firebase web SDK keeps a signed-in user in the browser (its local and session
 * persistence): keys with this prefix in web storage, or in this IndexedDB database and store.
 * The app looks for them without loading the SDK (src/web/lib/stored-session.ts), and so does
 * the server's inline script that shows a signed-in page's sign-in view before the app starts
 * (src/server/plugins/client.ts).
 */
export const FIREBASE_USER_KEY_PREFIX = 'firebase:authUser:';
export const FIREBASE_USER_DB = 'firebaseLocalStorageDb';
export const FIREBASE_USER_STORE = 'firebaseLocalStorage';
