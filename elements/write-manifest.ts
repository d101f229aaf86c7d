// Writes custom-elements.json (listed in package.json "customElements") from elements/manifest.ts.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { manifestText } from './custom-elements';

writeFileSync(fileURLToPath(new URL('../custom-elements.json', import.meta.url)), manifestText());
console.log('custom-elements.json written');
