// Writes sitemap.xml and robots.txt beside the shell's index.html from the content remote's site data.
// Like deploy-config.json they belong to an environment: run again (`npm run seo`) when content deploys.
import fs from 'node:fs';
import path from 'node:path';
import { outlineOf, readSiteData } from './loadSiteData';
import { robotsTxt, sitemapXml } from './sitemap';

const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:3000';
const out = path.resolve(__dirname, '../../shell/dist');
const data = outlineOf(readSiteData());
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'sitemap.xml'), sitemapXml(data, siteUrl));
fs.writeFileSync(path.join(out, 'robots.txt'), robotsTxt(siteUrl));
console.log(
  `sitemap.xml (${sitemapXml(data, siteUrl).split('<url>').length - 1} URLs) and robots.txt written to ${out}`,
);
