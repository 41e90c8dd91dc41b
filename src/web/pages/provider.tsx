import { signedInPage } from '../features/auth/signed-in-page';

/** The page's tab title and description, for its sign-in view and for the page itself. */
export const PAGE_TITLE = {
  title: 'Provider dashboard',
  description:
    'See new cleaning, plumbing, electrical and gardening requests in your area and send quotes in rand.',
};

export default signedInPage({
  ...PAGE_TITLE,
  signIn: { title: 'Please Sign In', text: 'Sign in to see requests for your services.' },
  load: () => import('./signed-in/provider'),
});
