// The JavaScript API's cost per call in headless Chromium (scripts/bench-web-callcost.sh): serves
// a folder holding callcost.html, callcost.js, hitmask.js, the module and serve.mjs (the Phaser
// stage's loopback server, cross-origin isolated for performance.now()'s 5 us steps) on
// loopback, opens callcost.html through playwright-core, waits for the page's measurement
// (web/callcost.js) and prints its lines. Status 1 when the page fails (hitmask and the plain
// loop disagree, or a script error); no time is ever checked.
//     node callcost.cjs <folder> [--json FILE]      (FILE: the rows, microseconds per call)
// Runs from a folder where playwright-core is installed (web/e2e's lock file, build/wasm/e2e).
'use strict';
const { chromium } = require('playwright-core');
const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');

const USAGE = 'usage: node callcost.cjs <folder> [--json FILE]';
const args = process.argv.slice(2);
if (args.length === 0 || args[0].startsWith('--') || (args.length > 1 && (args[1] !== '--json' || args.length !== 3))) {
  console.error(USAGE);
  process.exit(2);
}
const folder = path.resolve(args[0]);
const json = args[2] ? path.resolve(args[2]) : null;

(async () => {
  const { serve } = await import(pathToFileURL(path.join(folder, 'serve.mjs')).href);
  const server = await serve(folder, 0);
  const browser = await chromium.launch({
    executablePath: process.env.HITMASK_CHROMIUM || '/usr/bin/chromium',
    // the flags this machine's closed network needs (no background connections, no sandbox as root)
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync'],
  });
  let status = 0;
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`http://127.0.0.1:${server.address().port}/callcost.html`);
    await page.waitForFunction(() => window.callcost && window.callcost.done, null, { timeout: 600000, polling: 1000 });
    const state = await page.evaluate(() => window.callcost);
    if (state.error || errors.length) {
      console.error('hitmask callcost: ' + (state.error || 'the page threw: ' + errors.join('; ')));
      status = 1;
    } else {
      console.log('callcost browser: Chromium ' + browser.version());
      for (const line of state.lines) console.log(line);
      if (json) fs.writeFileSync(json, JSON.stringify(state.result, null, 1) + '\n');
    }
  } finally {
    await browser.close();
    server.close();
  }
  process.exit(status);
})().catch((e) => { console.error('hitmask callcost: ' + e.message); process.exit(1); });
