import { signedInPage } from '../features/auth/signed-in-page';

export default signedInPage({
  title: 'Provider dashboard',
  description:
    'See new cleaning, plumbing, electrical and gardening requests in your area and send quotes in rand.',
  signIn: { title: 'Please Sign In', text: 'Sign in to see requests for your services.' },
  load: () => import('./signed-in/provider'),
});
