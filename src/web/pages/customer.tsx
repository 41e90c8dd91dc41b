import { signedInPage } from '../features/auth/signed-in-page';

/** The page's tab title and description, for its sign-in view and for the page itself. */
export const PAGE_TITLE = {
  title: 'My Quote Requests',
  description: 'Your quote requests, the quotes providers sent, and the jobs you accepted.',
};

export default signedInPage({
  ...PAGE_TITLE,
  signIn: { title: 'Please Sign In', text: 'Sign in to see your quote requests.' },
  load: () => import('./signed-in/customer'),
});
