// The Phaser scene's headless driver (scripts/test-phaser.sh, scripts/bench-phaser.sh): serves the
// folder where the scene is installed (index.html, scene.js, serve.mjs and node_modules with
// phaser and hitmask) on loopback, opens the page in headless Chromium through playwright-core,
// waits while the page steps its frames (frames=N: stepped by the page with a fixed delta, not
// by the clock), prints the page's lines and saves a screenshot of the canvas.
//     node drive.cjs <folder> [--mode M] [--bench] [--bullets N] [--frames N] [--seed S] [--tree on|off]
//                    [--isa simd128|scalar] [--screenshot FILE]
// Each --flag value becomes the page's flag=value (scene.js checks them: a mistake there is the
// page's one-line message and the usage, status 2 here). Status 1 when the two ways disagree on a
// frame or the page throws. Runs from a folder where playwright-core is installed (web/e2e's
// lock file: scripts/test-phaser.sh copies it into build/wasm/e2e, as scripts/test-npm.sh does).
'use strict';
const { chromium } = require('playwright-core');
const path = require('path');
const { pathToFileURL } = require('url');

const USAGE = 'usage: node drive.cjs <folder> [--mode hitmask|arcade|check] [--bench] [--bullets N] [--frames N] ' +
  '[--seed S] [--tree on|off] [--isa simd128|scalar] [--screenshot FILE]';
function refuse(message) {
  console.error('hitmask phaser: ' + message + '\n' + USAGE);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args.length === 0 || args[0].startsWith('--')) refuse('the first argument is the folder to serve');
const folder = path.resolve(args[0]);
const flags = new URLSearchParams();
let screenshot = null;
for (let i = 1; i < args.length; ++i) {
  const a = args[i];
  if (!a.startsWith('--')) refuse(`'${a}' is not a --flag`);
  if (a === '--bench') { flags.append('bench', ''); continue; }
  if (i + 1 === args.length) refuse(a + ' needs a value');
  if (a === '--screenshot') screenshot = path.resolve(args[++i]);
  else flags.append(a.slice(2), args[++i]);
}
if (!flags.has('frames') && !flags.has('bench')) flags.append('frames', '300'); // headless: a fixed run

(async () => {
  const { serve } = await import(pathToFileURL(path.join(folder, 'serve.mjs')).href);
  const server = await serve(folder, 0);
  const url = `http://127.0.0.1:${server.address().port}/index.html?` + flags.toString().replace(/=(&|$)/g, '$1');
  const browser = await chromium.launch({
    executablePath: process.env.HITMASK_CHROMIUM || '/usr/bin/chromium',
    // the flags this machine's closed network needs (no background connections, no sandbox as root)
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync'],
  });
  const errors = [];
  let status = 0;
  try {
    const page = await browser.newPage({ viewport: { width: 840, height: 720 } });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(url);
    let last = -1, lastChange = Date.now();
    for (;;) { // the page steps its frames; no frame for 60 s is a hang
      const state = await page.evaluate(() => window.stage && { error: window.stage.error, result: window.stage.result,
                                                                  frame: window.stage.frame });
      if (errors.length) throw new Error('the page threw: ' + errors.join('; '));
      if (state && state.error) {
        console.error('hitmask phaser: ' + state.error);
        console.error(await page.textContent('#status').then((s) => s.split('\n').slice(1).join('\n')));
        status = 2;
        break;
      }
      if (state && state.result) {
        for (const line of state.result.lines) console.log(line);
        if (screenshot) {
          await page.locator('#game canvas').screenshot({ path: screenshot });
          console.log('phaser screenshot: ' + screenshot);
        }
        status = state.result.ok ? 0 : 1;
        break;
      }
      if (state && state.frame !== last) { last = state.frame; lastChange = Date.now(); }
      if (Date.now() - lastChange > 60000) throw new Error(`no new frame for 60 s (at frame ${last}): ${url}`);
      await new Promise((done) => setTimeout(done, 100));
    }
    if (errors.length) throw new Error('the page threw: ' + errors.join('; '));
  } finally {
    await browser.close();
    server.close();
  }
  process.exit(status);
})().catch((e) => {
  console.log('phaser driver FAILED: ' + e.message);
  process.exit(1);
});
