// The JavaScript API's own test (scripts/test-wasm.sh, under Node.js): every factory and form,
// the ray casts too, against the scalar reference in the same module, on random elements and on
// NaN and inf; small ray casts whose answers are known; masks
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

  // ray casts: circles, capsules, obbs and ellipses with 2D rays, spheres with 3D ones; every
  // bit, distance and count equal to the reference, the first hit the least distance
  const caps = hm.columns('capsules', n), boxes = hm.columns('obbs', n), ovals = hm.columns('ellipses', n);
  for (let i = 0; i < n; ++i) {
    for (const v of [boxes, ovals]) {
      const turn = rand() / 100; // a unit axis, as a game's would be
      [v.cx[i], v.cy[i], v.ux[i], v.uy[i]] = [rand(), rand(), Math.cos(turn), Math.sin(turn)];
    }
    [boxes.hx[i], boxes.hy[i]] = [Math.abs(rand()) / 20, Math.abs(rand()) / 40];
    [ovals.rx[i], ovals.ry[i]] = [Math.abs(rand()) / 20, Math.abs(rand()) / 40];
    [caps.x0[i], caps.y0[i], caps.r[i]] = [rand(), rand(), Math.abs(rand()) / 40];
    [caps.x1[i], caps.y1[i]] = [caps.x0[i] + rand() / 10, caps.y0[i] + rand() / 10];
    if (i % 97 === 5) for (const v of [caps, boxes, ovals]) v[v.names[i % v.names.length]][i] = special[i % 5];
  }
  const rays2 = {
    'a ray along x': hm.ray(-100, 400, 1, 0, 2000), 'a diagonal ray': hm.ray(0, 0, 1, 0.7, 1500),
    'an unbounded ray': hm.ray(1100, 1000, -0.3, -1, Infinity), 'a short ray': hm.ray(500, 500, -1, 0.2, 60),
    'a ray of length 0': hm.ray(300, 300, 0, 1, 0),
  };
  const rays3 = { 'a diagonal ray3': hm.ray3(0, 0, 0, 1, 0.9, 0.8, 2000), 'an unbounded ray3': hm.ray3(1000, 500, -100, -1, 0, 0.3, Infinity) };
  const bitsOf = (f) => Array.from(new Uint32Array(f.buffer, f.byteOffset, f.length));
  const sameCast = (v, r, name) => {
    const d = new Float32Array(n), e = new Float32Array(n);
    const count = hm.raycast(v, r, a, d), referenceCount = hm.referenceRaycast(v, r, b, e);
    const bitsD = bitsOf(d), bitsE = bitsOf(e);
    check(count === referenceCount && a.words.every((w, i) => w === b.words[i]) && bitsD.every((w, i) => w === bitsE[i]),
          name + ': raycast equals the reference (count ' + count + ', bits, distances)');
    check(count === a.count() && d.every((t, i) => (t < Infinity) === (a.get(i) === 1)), name + ': a hit bit for each finite distance');
    let least = -1;
    d.forEach((t, i) => { if (t < (least < 0 ? Infinity : d[least])) least = i; });
    const first = hm.raycastClosest(v, r), referenceFirst = hm.referenceRaycastClosest(v, r);
    check(first.index === least && Object.is(first.distance, least < 0 ? Infinity : d[least]) &&
          first.index === referenceFirst.index && Object.is(first.distance, referenceFirst.distance),
          name + ': raycastClosest is the least distance (' + JSON.stringify(first) + '), as the reference');
    check(hm.raycast(v, r, null, null) === count && hm.raycast(v, r) === count, name + ': raycast without outputs counts the same');
    return d;
  };
  for (const [view, name] of [[circ, 'circles'], [caps, 'capsules'], [boxes, 'obbs'], [ovals, 'ellipses']])
    for (const [rayName, r] of Object.entries(rays2)) sameCast(view, r, name + ' x ' + rayName);
  for (const [rayName, r] of Object.entries(rays3)) sameCast(sph, r, 'spheres x ' + rayName);
  // distances over the module's memory are written in place
  const copied = sameCast(circ, rays2['a diagonal ray'], 'circles (again)');
  const place = hm.alloc(4 * n);
  const inPlace = new Float32Array(hm.m.HEAPF32.buffer, place, n);
  hm.raycast(circ, rays2['a diagonal ray'], null, inPlace);
  const copiedBits = bitsOf(copied);
  check(bitsOf(inPlace).every((w, i) => w === copiedBits[i]), 'raycast writes distances over the module\'s memory in place');
  hm.m._free(place);

  // small cases: each element straight ahead of a ray from the origin along +x (+z in 3D)
  const elements = (kind, ...each) => { // a view of each.length elements, given field by field
    const v = hm.columns(kind, each.length);
    each.forEach((values, i) => v.names.forEach((field, j) => { v[field][i] = values[j]; }));
    return v;
  };
  const disc = elements('circles', [10, 0, 2]), threeDiscs = elements('circles', [30, 0, 2], [10, 0, 2], [10, 0, 2]);
  const ahead = hm.ray(0, 0, 1, 0, 100), up = hm.ray3(0, 0, 0, 0, 0, 1, 100);
  const closest = (v, r) => JSON.stringify(hm.raycastClosest(v, r));
  const small = [
    ['a disc at 10, radius 2', disc, ahead, '{"index":0,"distance":8}'],
    ['a capsule across x = 10, radius 1', elements('capsules', [10, -5, 10, 5, 1]), ahead, '{"index":0,"distance":9}'],
    ['a box at 10, half extents 2 by 1', elements('obbs', [10, 0, 1, 0, 2, 1]), ahead, '{"index":0,"distance":8}'],
    ['an ellipse at 10, radii 2 and 1', elements('ellipses', [10, 0, 1, 0, 2, 1]), ahead, '{"index":0,"distance":8}'],
    ['a ball at z 10, radius 2', elements('spheres', [0, 0, 10, 2]), up, '{"index":0,"distance":8}'],
    ['the origin inside a disc', elements('circles', [1, 0, 2]), ahead, '{"index":0,"distance":0}'],
    ['two equal discs first: the lower index', threeDiscs, ahead, '{"index":1,"distance":8}'],
  ];
  for (const [name, v, r, want] of small) check(closest(v, r) === want, name + ': ' + closest(v, r));
  const three = new Float32Array(3);
  check(hm.raycast(threeDiscs, ahead, null, three) === 3 && three.join() === '28,8,8', 'raycast of three discs: distances ' + three.join());
  const short = hm.ray(0, 0, 1, 0, 5), missed = hm.raycastClosest(disc, short);
  check(missed.index === -1 && missed.distance === Infinity, 'a ray that stops short: index -1, distance Infinity');
  const tilted = hm.ray(1, 2, 3, 4, 10);
  check(tilted.origin.join() === '1,2' && tilted.direction.join() === [Math.fround(0.6), Math.fround(0.8)].join() &&
        tilted.maxDistance === 10 && tilted.pointAt(5).every((x, i) => Math.abs(x - [4, 6][i]) < 1e-6),
        'a ray stores its direction normalised: ' + tilted.direction.join());
  check(up.origin.length === 3 && up.direction.join() === '0,0,1', 'a ray3 reads back in 3D');

  // ray refusals name the field and the value, as the C++ factories do
  throwsWith(() => hm.ray(0, 0, 0, 0, 10), 'ray: direction must not be (0, 0)', 'a zero ray direction');
  throwsWith(() => hm.ray(NaN, 0, 1, 0, 10), 'ray: origin.x must be finite, got nan', 'a NaN ray origin');
  throwsWith(() => hm.ray(0, 0, 1, 0, -1), 'ray: max_distance must be >= 0, got -1', 'a negative ray length');
  throwsWith(() => hm.ray3(0, 0, 0, 0, 0, 0, 1), 'ray3: direction must not be (0, 0, 0)', 'a zero ray3 direction');
  throwsWith(() => hm.ray3(0, 0, 0, 1, 0, 0, NaN), 'ray3: max_distance must be >= 0, got nan', 'a NaN ray3 length');
  throwsWith(() => hm.raycast(pts, ahead), 'hm_raycast: hitmask has no ray cast for points views', 'a ray cast over points');
  throwsWith(() => hm.raycast(circ, up), 'no ray cast for circles views with an hm_ray3', 'a 3D ray against circles');
  throwsWith(() => hm.raycastClosest(sph, ahead), 'no ray cast for spheres views with an hm_ray', 'a 2D ray against spheres');
  throwsWith(() => hm.raycast(circ, ahead, hm.mask(3)), 'words holds 1 words (64 bits) but the view\'s size is 1029', 'a ray cast mask too small');
  throwsWith(() => hm.raycast(circ, ahead, null, new Float32Array(3)), 'distances holds 3 floats but the view\'s size is 1029',
             'too few distances');
  throwsWith(() => hm.raycast(circ, ahead, null, [0, 0]), 'distances must be a Float32Array or null', 'distances in an Array');
  throwsWith(() => hm.raycast(circ, shapes2.circle), 'ray must be a Ray (hm.ray or hm.ray3)', 'a shape where a ray belongs');
  throwsWith(() => hm.raycast(circ, ahead, b.words), 'hits must be a mask or null', 'words where a mask belongs');
  const goneRay = hm.ray(0, 0, 1, 0, 1);
  goneRay.free();
  goneRay.free(); // twice is harmless
  throwsWith(() => hm.raycastClosest(circ, goneRay), 'Ray used after free()', 'a freed ray');
  throwsWith(() => goneRay.origin, 'Ray used after free()', 'a freed ray\'s origin');
  const goneView = hm.circles(4);
  goneView.free();
  throwsWith(() => hm.raycast(goneView, ahead), 'Columns used after free()', 'a freed view');
  for (const o of [caps, boxes, ovals, ...Object.values(rays2), ...Object.values(rays3), ...small.map((c) => c[1]), ahead, up, short, tilted])
    o.free();

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
