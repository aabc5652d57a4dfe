// The JavaScript API's own test (scripts/test-wasm.sh, under Node.js): every factory and form
// against the scalar reference in the same module, on random points and on NaN and inf; masks
// as Uint32Array and Uint8Array; views that survive the memory growing; refusals that name the
// field and the value. Run from build/wasm/web/: node ../../../web/tests/api_test.js (or with
// the path of that folder as the first argument). Prints "api: N passed, N failed".
const path = require('path');
const dir = process.argv[2] || process.cwd();
const Hitmask = require(path.join(dir, 'hitmask.js'));

let passed = 0, failed = 0;
function check(ok, what) {
  if (ok) ++passed;
  else { ++failed; console.log('FAILED: ' + what); }
}
function throwsWith(fn, text, what) {
  try { fn(); check(false, what + ': did not throw'); } catch (e) { check(e.message.includes(text), what + ': ' + e.message); }
}

(async () => {
  const hm = await Hitmask.load(require(path.join(dir, 'hitmask_web.js')));
  check(hm.isa() === 'simd128', 'the module runs simd128, got ' + hm.isa());

  // points, with NaN and infinities mixed in, and every tail length
  const n = 1029;
  const pts = hm.points(n), circ = hm.circles(n), p3 = hm.points3(n), sph = hm.spheres(n);
  let seed = 12345;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296) * 1200 - 100;
  const special = [NaN, Infinity, -Infinity, 0, -0];
  for (const v of [pts, circ, p3, sph])
    for (const name of v.names)
      for (let i = 0; i < n; ++i) v[name][i] = i % 97 === 5 ? special[i % 5] : name === 'r' ? Math.abs(rand()) / 20 : rand();
  const shapes2 = {
    circle: hm.circle(500, 400, 120), aabb: hm.aabb(100, 100, 400, 300),
    sectorFacing: hm.sectorFacing(300, 300, 1, 0.5, 1.2, 500), sectorBetween: hm.sectorBetween(300, 300, -1, 4, 500),
    capsule: hm.capsule(0, 0, 900, 700, 40), convexPolygon: hm.convexPolygon([100, 100, 600, 150, 500, 600, 150, 500]),
    polygon: hm.polygon([100, 100, 900, 100, 500, 800, 500, 50, 120, 700], 'even_odd'),
    obb: hm.obb(500, 500, 300, 40, 0.3), ellipse: hm.ellipse(400, 400, 300, 100, -0.4),
  };
  const shapes3 = {
    sphere: hm.sphere(500, 500, 500, 200), aabb3: hm.aabb3(0, 0, 0, 400, 500, 600),
    capsule3: hm.capsule3(0, 0, 0, 900, 900, 900, 50), cone: hm.cone(0, 0, 0, 1, 1, 1, 1.0, 1200),
  };
  const a = hm.mask(n), b = hm.mask(n);
  const same = (v, s, name) => {
    hm.test(v, s, a);
    hm.referenceTest(v, s, b);
    const wa = a.words, wb = b.words;
    let equal = wa.length === wb.length;
    for (let i = 0; i < wa.length; ++i) equal = equal && wa[i] === wb[i];
    check(equal, name + ': simd128 equals the reference bit for bit');
    check(hm.count(v, s) === a.count(), name + ': count() equals the mask\'s count');
    check(hm.any(v, s) === a.count() > 0, name + ': any()');
  };
  for (const [name, s] of Object.entries(shapes2)) same(pts, s, 'points x ' + name);
  for (const name of ['circle', 'aabb', 'sectorFacing', 'capsule']) same(circ, shapes2[name], 'circles x ' + name);
  for (const [name, s] of Object.entries(shapes3)) { same(p3, s, 'points3 x ' + name); same(sph, s, 'spheres x ' + name); }

  // the two views of a mask are the same bits
  hm.test(pts, shapes2.circle, a);
  let agree = true;
  for (let i = 0; i < n; ++i) agree = agree && a.get(i) === ((a.bytes[i >> 3] >> (i & 7)) & 1);
  check(agree, 'mask.bytes and mask.get agree');
  check(a.words.length === 2 * Math.ceil(n / 64), 'mask.words holds the 64-bit words as pairs');

  // hit and graze: hit within 4, graze within 32 and not a hit
  const hit = hm.mask(n), graze = hm.mask(n);
  hm.testHitGraze(pts, 500, 400, 4, 120, hit, graze);
  hm.test(pts, shapes2.circle, b);
  let union = true;
  for (let i = 0; i < hit.words.length; ++i) union = union && ((hit.words[i] | graze.words[i]) >>> 0) === b.words[i] && (hit.words[i] & graze.words[i]) === 0;
  check(union, 'hit | graze is the graze circle and hit & graze is empty');

  // the memory grows: views are made anew, the data stays
  const before = pts.x[7];
  const big = hm.points(4 << 20); // 32 MB: the module's memory must grow
  check(Object.is(pts.x[7], before) && pts.x.length === n, 'a column survives the memory growing');
  check(hm.count(pts, shapes2.circle) === a.count(), 'queries still work after the memory grew');
  big.free();

  // refusals name the field and the value
  throwsWith(() => hm.circle(0, 0, -1), 'circle: radius must be >= 0, got -1', 'a negative radius');
  throwsWith(() => hm.aabb(1, 0, 0, 1), 'aabb', 'min > max');
  throwsWith(() => hm.sectorFacing(0, 0, 0, 0, 1, 10), 'direction', 'a zero direction');
  throwsWith(() => hm.convexPolygon([0, 0, 1, 1]), 'convex_polygon', 'two vertices');
  throwsWith(() => hm.cone(0, 0, 0, 0, 0, 0, 1, 1), 'direction', 'a zero cone direction');
  throwsWith(() => hm.test(pts, shapes3.sphere, a), 'no query for points', 'a 2D view against a 3D shape');
  throwsWith(() => hm.test(pts, shapes2.circle, hm.mask(3)), 'words holds 1 words (64 bits) but the view\'s size is 1029', 'a mask too small');
  throwsWith(() => hm.columns('voxels', 3), 'voxels is not a view kind', 'an unknown view kind');
  throwsWith(() => hm.points(-1), 'size must be a whole number >= 0, got -1', 'a negative size');
  throwsWith(() => hm.forceIsa('avx2'), 'avx2 is not available', 'an ISA this module lacks');
  throwsWith(() => hm.forceIsa('sse9'), '"sse9" is not an ISA name', 'an unknown ISA name');

  // a view over columns the module already holds: the same answers, nothing copied
  const wrapped = hm.wrap('points', [pts.cols[0], pts.cols[1]], n);
  check(wrapped.x[3] === pts.x[3] && hm.count(wrapped, shapes2.circle) === hm.count(pts, shapes2.circle),
        'wrap() views the same columns');
  wrapped.free();
  throwsWith(() => hm.wrap('points', [pts.cols[0]], n), 'points wants 2 4-byte aligned addresses (x, y), got', 'wrap() with one column');
  throwsWith(() => hm.polygon([0, 0, 10, 0, 0, 10], 'nonzero'), "rule must be 'even_odd' or 'non_zero', got nonzero", 'a misspelt fill rule');
  throwsWith(() => hm.convexPolygon([0, 0, 10, 0, 0, 10, 5]), 'xy must hold (x, y) pairs, got 7 numbers', 'an odd number of coordinates');
  throwsWith(() => hm.mask(-2), 'size must be a whole number >= 0, got -2', 'a negative mask size');
  throwsWith(() => hm.testHitGraze(pts, 0, 0, 1, 2, hm.mask(n), hm.mask(64)), 'the hit mask holds 1029 bits, the graze mask 64',
             'hit and graze masks of different sizes');
  // a game's live bullets: the first k of the columns
  pts.setSize(100);
  hm.test(pts, shapes2.circle, b);
  check(b.count() === hm.count(pts, shapes2.circle) && pts.x.length === 100, 'setSize(100): the queries see 100 elements');
  throwsWith(() => pts.setSize(n + 1), 'setSize: 1030 is more than the capacity 1029', 'setSize past the capacity');
  pts.setSize(n);
  const gone = hm.circle(0, 0, 1);
  gone.free();
  gone.free(); // twice is harmless
  throwsWith(() => hm.count(pts, gone), 'Shape used after free()', 'a freed shape');
  const goneMask = hm.mask(n);
  goneMask.free();
  throwsWith(() => hm.test(pts, shapes2.circle, goneMask), 'Mask used after free()', 'a freed mask');
  hm.forceIsa('scalar');
  check(hm.isa() === 'scalar', 'forceIsa("scalar")');
  hm.forceIsa('simd128');
  console.log('api: ' + passed + ' passed, ' + failed + ' failed');
  process.exit(failed === 0 ? 0 : 1);
})().catch((e) => { console.log('FAILED: ' + e.stack); console.log('api: ' + passed + ' passed, ' + (failed + 1) + ' failed'); process.exit(1); });
