// Writes sitemap.xml and robots.txt beside the shell's index.html from the content remote's site data.
// Like deploy-config.json they belong to an environment: run again (`npm run seo`) when content deploys.
import fs from 'node:fs';
import path from 'node:path';
import { outlineOf, readSiteData } from './loadSiteData';
import { contentEntries, robotsTxt, sitemapXml } from '../../site-server/src/jobs/sitemap';

const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:3000';
const out = path.resolve(__dirname, '../../shell/dist');
const data = outlineOf(readSiteData());
fs.mkdirSync(out, { recursive: true });
const entries = contentEntries(data);
// The site's server lists the open jobs too when it serves this file (site-server/src/site/site.ts); this copy is for a host
// that serves the shell's files as they are.
fs.writeFileSync(path.join(out, 'sitemap.xml'), sitemapXml(entries, siteUrl));
fs.writeFileSync(path.join(out, 'robots.txt'), robotsTxt(siteUrl));
console.log(`sitemap.xml (${entries.length} URLs) and robots.txt written to ${out}`);
