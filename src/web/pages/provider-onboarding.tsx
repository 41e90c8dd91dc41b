import { signedInPage } from '../features/auth/signed-in-page';

export default signedInPage({
  title: 'Provider setup',
  description:
    'Set up your provider profile: the services you offer, your hourly rate and your service area.',
  signIn: { title: 'Please Sign In', text: 'Sign in to set up your provider profile.' },
  load: () => import('./signed-in/provider-onboarding'),
});
