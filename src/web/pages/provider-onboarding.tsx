import { signedInPage } from '../features/auth/signed-in-page';

/** The page's tab title and description, for its sign-in view and for the page itself. */
export const PAGE_TITLE = {
  title: 'Provider setup',
  description:
    'Set up your provider profile: the services you offer, your hourly rate and your service area.',
};

export default signedInPage({
  ...PAGE_TITLE,
  signIn: { title: 'Please Sign In', text: 'Sign in to set up your provider profile.' },
  load: () => import('./signed-in/provider-onboarding'),
});
