import { signedInPage } from '../features/auth/signed-in-page';

export default signedInPage({
  title: 'Request a service',
  description:
    'Describe the cleaning, plumbing, electrical or gardening job you need and get quotes from local providers.',
  signIn: { title: 'Authentication Required', text: 'Please sign in to request a service.' },
  load: () => import('./signed-in/request'),
});
