/** The history state sign-up leaves on the landing page for a new customer. */
export interface WelcomeState {
  welcome: true;
}

export function isWelcome(state: unknown): state is WelcomeState {
  return (
    typeof state === 'object' && state !== null && 'welcome' in state && state.welcome === true
  );
}
