/** `npm run build`: the client bundle and the prerendered landing page. */
import { buildClient } from './lib/build';

buildClient();
