import { signedInPage } from '../features/auth/signed-in-page';

export default signedInPage({
  title: 'My Quote Requests',
  description: 'Your quote requests, the quotes providers sent, and the jobs you accepted.',
  signIn: { title: 'Please Sign In', text: 'Sign in to see your quote requests.' },
  load: () => import('./signed-in/customer'),
});
