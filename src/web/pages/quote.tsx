import { signedInPage } from '../features/auth/signed-in-page';

/** The page's tab title and description, for its sign-in view and for the page itself. */
export const PAGE_TITLE = {
  title: 'Submit a quote',
  description: "Send your price in rand for a customer's home-service request.",
};

export default signedInPage({
  ...PAGE_TITLE,
  signIn: { title: 'Please Sign In', text: 'Sign in to send a quote.' },
  load: () => import('./signed-in/quote'),
});
