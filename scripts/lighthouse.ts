/**
 * `npm run lighthouse`: Lighthouse (mobile) performance and accessibility scores, and the
 * compressed JavaScript each page downloads, for the home page, a round screen, the trends, the
 * draw results and the terms, on the production build served on a fresh database. Written to
 * docs/lighthouse.md.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcess } from '../tests/support/server.ts';

const root = path.resolve(import.meta.dirname, '..');

interface PageFigure {
  name: string;
  url: string;
  performance: number;
  accessibility: number;
  scriptBytes: number;
  totalBytes: number;
  lcpMs: number;
  tbtMs: number;
}

const server = await startServerProcess({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairdraw-lighthouse-')),
  LOG_LEVEL: 'warn',
});
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
  ],
});
const figures: PageFigure[] = [];
try {
  const lotteries = (await (await fetch(`${server.url}/api/app/game`)).json()) as {
    data: { id: number; game: string }[];
  };
  const lotto = lotteries.data.find((l) => l.game === 'lotto');
  const pages = [
    { name: 'Home', url: `${server.url}/` },
    { name: 'Round screen (Lotto 10, Beginner)', url: `${server.url}/lotto/${lotto?.id ?? 1}/1` },
    { name: 'Trends (Lotto 10)', url: `${server.url}/trends/${lotto?.id ?? 1}` },
    { name: 'Draw results', url: `${server.url}/draw` },
    { name: 'Terms', url: `${server.url}/terms` },
  ];
  for (const page of pages) {
    // Warm the server's caches so the figure is about the page, not the first request.
    await fetch(page.url);
    // A run that could not measure the paint (an occasional Lighthouse hiccup) is run again once.
    let lhr;
    for (let attempt = 0; attempt < 2; attempt++) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false },
      });
      lhr = result?.lhr;
      if (lhr?.audits['largest-contentful-paint']?.numericValue) break;
    }
    if (!lhr) throw new Error(`no Lighthouse result for ${page.url}`);
    const requests = (
      lhr.audits['network-requests']?.details as { items: { resourceType?: string; transferSize?: number }[] }
    ).items;
    const scriptBytes = requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const totalBytes = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    figures.push({
      ...page,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      scriptBytes,
      totalBytes,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    });
  }
} finally {
  chrome.kill();
  server.child.kill('SIGTERM');
  await server.exited;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const report = `# Lighthouse

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'} with Lighthouse
(mobile form factor, simulated throttling) against the production build on a fresh database.
Script and total bytes are what the page transferred (compressed).

| page | performance | accessibility | JavaScript transferred | all bytes transferred | LCP ms | TBT ms |
|---|---|---|---|---|---|---|
${figures
  .map(
    (f) =>
      `| ${f.name} | ${f.performance} | ${f.accessibility} | ${kb(f.scriptBytes)} | ${kb(f.totalBytes)} | ${f.lcpMs} | ${f.tbtMs} |`,
  )
  .join('\n')}
`;
writeFileSync(path.join(root, 'docs/lighthouse.md'), report);
console.log(report);
