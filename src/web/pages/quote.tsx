import { signedInPage } from '../features/auth/signed-in-page';

export default signedInPage({
  title: 'Submit a quote',
  description: "Send your price in rand for a customer's home-service request.",
  signIn: { title: 'Please Sign In', text: 'Sign in to send a quote.' },
  load: () => import('./signed-in/quote'),
});
