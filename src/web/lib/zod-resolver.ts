import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod';

// The page's CSP forbids eval. Zod would otherwise probe `new Function` to compile faster
// parsers, which the browser reports as a CSP violation. Every form imports the resolver from
// here, so this runs before any schema parses in the browser.
config({ jitless: true });

export { zodResolver };
