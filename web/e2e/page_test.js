// The page's end-to-end test (scripts/test-wasm.sh): headless Chromium, driven by Playwright,
// against the site served on loopback. Checks the digest of the fixed frame, that the frame
// animates and the player follows the keys and the mouse, that the lasers stop where the frame's
// own ray casts stop, that no script error occurs, runs the speed comparison in the browser, and
// takes a screenshot.
//   node page_test.js <base url> <screenshot.png> <expected digest line> <bench output file>
// With --text-only it loads one page that prints its answer in #digest and the ISA in #status
// (scripts/test-npm.sh's page over the installed npm package: the npm example's lines) and
// checks only that text, the ISA and that no script error occurs:
//   node page_test.js --text-only <page url> <expected text>
const { chromium } = require('playwright-core');
const fs = require('fs');

const digestOnly = process.argv[2] === '--text-only';
const [base, screenshot, expectedDigest, benchOut] = digestOnly ? [null, null, process.argv[4], null] : process.argv.slice(2);
const digestPage = digestOnly ? process.argv[3] : base + 'index.html?digest=1&bullets=20000&seed=1';
let passed = 0, failed = 0;
function check(ok, what, detail) {
  if (ok) ++passed;
  else { ++failed; console.log('FAILED: ' + what + (detail === undefined ? '' : ': ' + detail)); }
}

async function finish(browser, errors) {
  check(errors.length === 0, 'no script error on the page', errors.join('; '));
  await browser.close();
  console.log('page: ' + passed + ' passed, ' + failed + ' failed');
  process.exit(failed === 0 ? 0 : 1);
}

(async () => {
  // the flags this machine's closed network needs (no background connections, no sandbox as root)
  const browser = await chromium.launch({
    executablePath: process.env.HITMASK_CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width: 1600, height: 1320 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });

  // 1. the fixed frame's digest, as hitmask_demo --digest prints it
  await page.goto(digestPage);
  await page.waitForFunction((textOnly) => textOnly ? document.getElementById('digest').textContent.trim() !== ''
                                                    : /digest: [0-9a-f]{16}/.test(document.getElementById('digest').textContent),
                              digestOnly);
  const digest = (await page.textContent('#digest')).trim();
  check(digest === expectedDigest, digestOnly ? 'the page prints the expected text' : 'the page\'s digest equals hitmask_demo --digest',
        digest + ' vs ' + expectedDigest);
  console.log('page ' + digest);
  check((await page.textContent('#status')).startsWith('ISA: simd128'), 'the page runs the simd128 kernels',
        await page.textContent('#status'));
  if (digestOnly) return finish(browser, errors);

  // 2. the animated frame: frames advance, every form is timed, the player follows keys and mouse
  await page.goto(base + 'index.html?bullets=20000&seed=1&bench=1');
  await page.waitForFunction(() => window.hitmaskPage && window.hitmaskPage.frames >= 10);
  const times = await page.evaluate(() => window.hitmaskPage.times);
  for (const form of ['player hitbox + graze ring', 'wall (aabb)', 'rock (polygon)', "lasers' first enemy (raycastClosest)",
                      'laser, round ends (capsule)', 'laser, flat ends (obb)', '8 enemy view cones (sector)'])
    check(times && times[form] >= 0, 'the page times ' + form, JSON.stringify(times));
  // the page casts through the JavaScript API; the frame (C++, make_frame) cast the same rays
  const beams = await page.evaluate(() => window.hitmaskPage.beams);
  console.log('page lasers stop at: ' + beams.map((b) => 'enemy ' + b.hit.index + ' after ' + b.hit.distance).join(', '));
  check(beams.length === 2 && beams.every((b) => b.hit.index >= 0 && b.hit.index === b.frameHit.index &&
                                                 b.hit.distance === b.frameHit.distance),
        'both lasers stop at the first enemy they meet, where the frame\'s casts stop', JSON.stringify(beams));
  const before = await page.evaluate(() => ({ ...window.hitmaskPage.player }));
  await page.keyboard.down('ArrowLeft');
  await page.waitForTimeout(300);
  await page.keyboard.up('ArrowLeft');
  const after = await page.evaluate(() => ({ ...window.hitmaskPage.player }));
  check(after.x < before.x && after.y === before.y, 'the left arrow moves the player left', JSON.stringify([before, after]));
  const box = await page.locator('#arena').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 4);
  const moved = await page.evaluate(() => ({ ...window.hitmaskPage.player }));
  check(Math.abs(moved.x - 640) < 2 && Math.abs(moved.y - 240) < 2, 'the player follows the mouse', JSON.stringify(moved));

  // 3. the speed comparison, in the browser
  await page.waitForFunction(() => /convex_polygon_8/.test(document.getElementById('bench').textContent),
                             null, { timeout: 180000 });
  const bench = (await page.textContent('#bench')).trim();
  console.log(bench);
  if (benchOut) fs.writeFileSync(benchOut, bench + '\n');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.8);
  await page.waitForTimeout(200);
  await page.screenshot({ path: screenshot, fullPage: true });
  check(fs.statSync(screenshot).size > 10000, 'the screenshot is written', screenshot);
  return finish(browser, errors);
})().catch((e) => { console.log('FAILED: ' + e.message); console.log('page: ' + passed + ' passed, ' + (failed + 1) + ' failed'); process.exit(1); });
