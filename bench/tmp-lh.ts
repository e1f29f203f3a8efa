import * as chromeLauncher from 'chrome-launcher';
import { chromiumLaunchOptions } from '../tools/chromium';
async function main() {
const url = process.argv[2]!;
const runs = Number(process.argv[3] ?? 3);
const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunchOptions.executablePath, chromeFlags: chromiumLaunchOptions.args, logLevel: 'silent' });
const { default: lighthouse } = await import('lighthouse');
const tbts: number[] = [];
for (let i = 0; i < runs; i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  const tbt = a['total-blocking-time']!.numericValue!;
  tbts.push(tbt);
  console.log(`run ${i}: TBT ${tbt.toFixed(0)} FCP ${a['first-contentful-paint']!.numericValue!.toFixed(0)} LCP ${a['largest-contentful-paint']!.numericValue!.toFixed(0)} TTI ${a['interactive']?.numericValue?.toFixed(0)} bench ${r!.lhr.environment.benchmarkIndex}`);
  const lt = (a['long-tasks']?.details as { items?: Array<{ url: string; duration: number; startTime: number }> })?.items ?? [];
  for (const t of lt) console.log(`   long task @${t.startTime.toFixed(0)} ${t.duration.toFixed(0)}ms ${t.url.split('/').pop()}`);
  if (process.env.BOOT) {
    const bt = (a['bootup-time']?.details as { items?: Array<{ url: string; total: number; scripting: number; scriptParseCompile: number }> })?.items ?? [];
    for (const t of bt) console.log(`   bootup ${t.url.split('/').pop()} total ${t.total.toFixed(0)} script ${t.scripting.toFixed(0)} parse ${t.scriptParseCompile.toFixed(0)}`);
    const mw = (a['mainthread-work-breakdown']?.details as { items?: Array<{ groupLabel: string; duration: number }> })?.items ?? [];
    console.log('   ' + mw.map((m) => `${m.groupLabel} ${m.duration.toFixed(0)}`).join(', '));
  }
}
tbts.sort((a, b) => a - b);
console.log('median TBT', tbts[Math.floor(tbts.length / 2)]!.toFixed(0));
chrome.kill();

}
void main();
