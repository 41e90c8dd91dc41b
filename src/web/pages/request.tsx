import { signedInPage } from '../features/auth/signed-in-page';

/** The page's tab title and description, for its sign-in view and for the page itself. */
export const PAGE_TITLE = {
  title: 'Request a service',
  description:
    'Describe the cleaning, plumbing, electrical or gardening job you need and get quotes from local providers.',
};

export default signedInPage({
  ...PAGE_TITLE,
  signIn: { title: 'Authentication Required', text: 'Please sign in to request a service.' },
  load: () => import('./signed-in/request'),
});
