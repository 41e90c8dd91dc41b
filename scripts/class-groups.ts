/** `npm run class-groups`: writes src/web/lib/class-groups.ts for the classes the app uses now. */
import fs from 'node:fs';
import { CLASS_GROUPS_FILE, classGroupsModule } from './lib/class-groups';

fs.writeFileSync(CLASS_GROUPS_FILE, await classGroupsModule());
console.log(`Wrote ${CLASS_GROUPS_FILE}.`);
