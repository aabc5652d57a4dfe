// The JavaScript API's own test (scripts/test-wasm.sh, under Node.js): every factory and form,
// the ray casts, the sweeps, nearest, nearestK and compact too, against the scalar reference in the same
// module, on random elements and on NaN and inf; small ray casts and nearest queries whose
// answers are known; compact against filtering by hand; the mask algebra; masks
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
    // a box turned 0.5 rad about z, then tilted 0.3 rad about its own u axis
    obb3: hm.obb3(500, 400, 450, 300, 120, 60, Math.cos(0.5), Math.sin(0.5), 0,
      -Math.sin(0.5) * Math.cos(0.3), Math.cos(0.5) * Math.cos(0.3), Math.sin(0.3),
      Math.sin(0.5) * Math.sin(0.3), -Math.cos(0.5) * Math.sin(0.3), Math.cos(0.3)),
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
  // every Columns reads its fields through the same getter functions (so that an engine gives
  // them one hidden class), each getter its own object's column
  {
    const getter = (v, field) => Object.getOwnPropertyDescriptor(v, field).get;
    const other = hm.points(3), wrapped = hm.wrap('points', [pts.cols[1], pts.cols[0]], 3);
    check(getter(other, 'x') === getter(pts, 'x') && getter(other, 'y') === getter(pts, 'y') &&
          getter(circ, 'r') === getter(sph, 'z') && getter(pts, 'x') !== getter(pts, 'y'),
          'the columns\' getters are shared: one per field position');
    other.x[2] = 5;
    check(other.x[2] === 5 && pts.x[2] !== 5 && Object.is(wrapped.x[1], pts.y[1]) && Object.is(wrapped.y[2], pts.x[2]) &&
          circ.r.length === n && circ.r.byteOffset === circ.cols[2],
          'each getter gives its own object\'s column');
    other.free();
    wrapped.free();
  }

  // a freed or missing object in any place of a query is refused before the call, by name (the
  // queries test their objects inline and call live() only to throw)
  {
    const v = hm.points(4), s = hm.circle(0, 0, 1), o = hm.mask(4), h = hm.mask(4), g = hm.mask(4);
    const queries = [
      ['test', (x, y, z) => hm.test(x, y, z), [v, s, o]], ['referenceTest', (x, y, z) => hm.referenceTest(x, y, z), [v, s, o]],
      ['count', (x, y) => hm.count(x, y), [v, s]], ['any', (x, y) => hm.any(x, y), [v, s]],
      ['testHitGraze', (x, y, z) => hm.testHitGraze(x, 0, 0, 1, 2, y, z), [v, h, g]],
    ];
    for (const [name, call, objects] of queries) {
      check(call(...objects) !== undefined || name === 'testHitGraze', name + ' runs with live objects');
      objects.forEach((object, place) => {
        const gone = object instanceof Hitmask.Mask ? hm.mask(4) : object instanceof Hitmask.Shape ? hm.circle(0, 0, 1) : hm.points(4);
        gone.free();
        const kind = gone.constructor.name;
        throwsWith(() => call(...objects.map((x, i) => (i === place ? gone : x))), kind + ' used after free()',
                   name + ': a freed ' + kind + ' in place ' + place);
        throwsWith(() => call(...objects.map((x, i) => (i === place ? null : x))), 'null used after free()',
                   name + ': null in place ' + place);
      });
    }
    for (const x of [v, s, o, h, g]) x.free();
  }

  // refusals name the field and the value
  throwsWith(() => hm.circle(0, 0, -1), 'circle: radius must be >= 0, got -1', 'a negative radius');
  throwsWith(() => hm.aabb(1, 0, 0, 1), 'aabb', 'min > max');
  throwsWith(() => hm.sectorFacing(0, 0, 0, 0, 1, 10), 'direction', 'a zero direction');
  throwsWith(() => hm.convexPolygon([0, 0, 1, 1]), 'convex_polygon', 'two vertices');
  throwsWith(() => hm.cone(0, 0, 0, 0, 0, 0, 1, 1), 'direction', 'a zero cone direction');
  throwsWith(() => hm.obb3(0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 2, 0, 0, 0, 1), 'obb3: |v| must be 1 within 1e-3 (a unit axis), got 2', 'an obb3 axis of length 2');
  throwsWith(() => hm.obb3(0, 0, 0, 1, -1, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1), 'obb3: half_extents.y must be >= 0, got -1', 'a negative obb3 half extent');
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
  // ray.set: the factory's floats bit for bit, on random, tiny, huge, subnormal and nearly unit
  // directions (the unit test's 2^-21 either side), and the factory's refusals with the ray unchanged
  const rayBits = (r) => Array.from(hm.m.HEAPU32.subarray(r.ptr >> 2, (r.ptr >> 2) + 2 * r.dimensions + 1)).join();
  const near1 = [1 + 2 ** -22, 1 - 2 ** -22, 1 + 2 ** -20, 1 - 2 ** -20, Math.sqrt(0.5), 0.6, 0.8];
  const oddComponents = [1e-45, -1e-40, 3e38, -3.4e38, 1e-20, 0, -0, 1.5, 16777217, 0.1];
  const pick = (k) => (k % 3 === 0 ? oddComponents[k % oddComponents.length] : k % 3 === 1 ? near1[k % near1.length] : rand() / 7);
  let setSame = 0, setTried = 0;
  const moving2 = hm.ray(0, 0, 1, 0, 1), moving3 = hm.ray3(0, 0, 0, 1, 0, 0, 1);
  for (let k = 0; k < 3000; ++k) {
    const reach = k % 11 === 0 ? Infinity : k % 13 === 0 ? 0 : Math.abs(rand());
    const a2 = [rand(), rand(), pick(k), pick(k * 7 + 1), reach];
    const a3 = [rand(), rand(), rand(), pick(k), pick(k * 5 + 2), pick(k * 3 + 1), reach];
    for (const [moving, args, make] of [[moving2, a2, (...v) => hm.ray(...v)], [moving3, a3, (...v) => hm.ray3(...v)]]) {
      const d = moving.dimensions;
      if (args.slice(d, 2 * d).every((c) => Math.fround(c) === 0)) continue; // refused: below
      const made = make(...args);
      ++setTried;
      if (rayBits(moving.set(...args)) === rayBits(made)) ++setSame;
      else if (setTried - setSame < 4) console.log('ray.set differs: ' + args.join() + ': ' + rayBits(moving) + ' against ' + rayBits(made));
      made.free();
    }
  }
  check(setTried > 5000 && setSame === setTried, 'ray.set stores the factory\'s floats: ' + setSame + ' of ' + setTried);
  const before2 = rayBits(moving2.set(1, 2, 3, 4, 10));
  for (const [args, text] of [[[0, 0, 0, 0, 10], 'ray: direction must not be (0, 0)'], [[NaN, 0, 1, 0, 10], 'ray: origin.x must be finite, got nan'],
                              [[0, Infinity, 1, 0, 10], 'ray: origin.y must be finite, got inf'], [[0, 0, 1e39, 0, 10], 'ray: direction.x must be finite, got inf'],
                              [[0, 0, 1, 0, -1], 'ray: max_distance must be >= 0, got -1'], [[0, 0, 1, 0, NaN], 'ray: max_distance must be >= 0, got nan']])
    throwsWith(() => moving2.set(...args), text, 'ray.set(' + args.join() + ')');
  check(rayBits(moving2) === before2, 'a refused ray.set leaves the ray as it was');
  throwsWith(() => moving3.set(0, 0, 0, -0, 0, 0, 1), 'ray3: direction must not be (0, 0, 0)', 'ray3.set with a zero direction');
  throwsWith(() => moving2.set(0, 0, 1, 0), 'ray.set: takes 5 numbers, got 4', 'ray.set with too few numbers');
  throwsWith(() => moving3.set(0, 0, 0, 1, 0, 0), 'ray3.set: takes 7 numbers, got 6', 'ray3.set with too few numbers');
  const setCast = JSON.stringify(hm.raycastClosest(circ, moving2.set(-100, 400, 1, 0, 2000)));
  check(setCast === JSON.stringify(hm.raycastClosest(circ, rays2['a ray along x'])) && setCast.includes('"index":'),
        'a set ray casts as the made one: ' + setCast);
  moving2.free();
  moving3.free();
  throwsWith(() => moving2.set(0, 0, 1, 0, 1), 'Ray used after free()', 'ray.set after free()');
  const goneRay = hm.ray(0, 0, 1, 0, 1);
  goneRay.free();
  goneRay.free(); // twice is harmless
  throwsWith(() => hm.raycastClosest(circ, goneRay), 'Ray used after free()', 'a freed ray');
  throwsWith(() => goneRay.origin, 'Ray used after free()', 'a freed ray\'s origin');
  const goneView = hm.circles(4);
  goneView.free();
  throwsWith(() => hm.raycast(goneView, ahead), 'Columns used after free()', 'a freed view');
  // each of the eight casts reaches its own C function (the API names them once, in a table the
  // ray's dimension and the form index): every export watched, one call each
  {
    const casts = ['hm_raycast', 'hm_raycast_closest', 'hm_raycast3', 'hm_raycast3_closest', 'hm_reference_raycast',
                   'hm_reference_raycast_closest', 'hm_reference_raycast3', 'hm_reference_raycast3_closest'];
    const saved = casts.map((name) => hm.m['_' + name]), called = [];
    casts.forEach((name, i) => { hm.m['_' + name] = (...args) => { called.push(name); return saved[i](...args); }; });
    try {
      for (const [v, r, d] of [[disc, ahead, ''], [elements('spheres', [0, 0, 10, 2]), up, '3']]) {
        for (const [form, fn] of [['raycast', (x, y) => hm.raycast(x, y, null, null)], ['raycast_closest', (x, y) => hm.raycastClosest(x, y)],
                                  ['reference_raycast', (x, y) => hm.referenceRaycast(x, y, null, null)],
                                  ['reference_raycast_closest', (x, y) => hm.referenceRaycastClosest(x, y)]]) {
          called.length = 0;
          const answer = fn(v, r);
          const want = 'hm_' + form.replace('raycast', 'raycast' + d);
          check(called.join() === want && (answer === 1 || answer.index === 0), form + ' with a ' + (d || '2') + 'D ray calls ' +
                want + ' once, got [' + called.join() + '], ' + JSON.stringify(answer));
        }
        if (d) v.free();
      }
    } finally {
      casts.forEach((name, i) => { hm.m['_' + name] = saved[i]; });
    }
  }
  for (const o of [caps, boxes, ovals, ...Object.values(rays2), ...Object.values(rays3), ...small.map((c) => c[1]), ahead, up, short, tilted])
    o.free();

  // the indices of a mask's set bits: every bit read with get() gives the same list
  {
    const m = hm.mask(n);
    hm.test(pts, shapes2.circle, m);
    const want = [];
    for (let i = 0; i < n; ++i) if (m.get(i)) want.push(i);
    const got = m.indices();
    check(got instanceof Uint32Array && got.length === want.length && want.every((v, i) => got[i] === v),
          'mask.indices() lists the set bits (' + want.length + ')');
    check(hm.mask(0).indices().length === 0, 'an empty mask has no indices');
    // the output block is the API's own, reused and grown: each call's array is its own copy
    const few = hm.mask(70), many = hm.mask(5000);
    check(few.count() === 0 && many.count() === 0, 'a new mask is empty');
    few.words[0] = 0b1010; few.words[2] = 1; // bits 1, 3 and 64
    for (let w = 0; w < many.words.length; ++w) many.words[w] = 0xFFFFFFFF; // 5,000 set, and the 56 past size
    check(many.count() === 5000, 'count() leaves out the bits past the size (' + many.count() + ')');
    const first = few.indices(), second = many.indices(), third = few.indices();
    check(first.length === 3 && first[0] === 1 && first[1] === 3 && first[2] === 64 && second.length === 5000 &&
          second[4999] === 4999 && third.join() === first.join(),
          'indices() of a small, a large, then the small mask again: each its own array (' + first.join() + ')');
    few.free();
    many.free();
    m.free();
    throwsWith(() => m.indices(), 'Mask used after free()', 'indices() of a freed mask');
  }

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
  // mask.setSize: a mask made at the capacity, sized to the live elements; the words past its
  // size keep their bits and no count, query or compact sees them
  const sized = hm.mask(n), sizedWords = sized.words;
  sizedWords.fill(0xffffffff);
  sized.setSize(100);
  check(sized.size === 100 && sized.capacity === n && sized.wordCount === 2 && sized.words.length === 4, 'mask.setSize(100): 100 bits in 2 words');
  check(sized.count() === 100 && sized.indices().length === 100, 'count() and indices() read the 100 bits alone');
  pts.setSize(100);
  hm.test(pts, shapes2.circle, sized);
  check(sized.count() === hm.count(pts, shapes2.circle) && sizedWords[4] === 0xffffffff && sizedWords[31] === 0xffffffff,
        'a query writes the sized mask\'s words alone');
  const keptX = Float32Array.from(pts.x.subarray(0, 100)), keptY = Float32Array.from(pts.y.subarray(0, 100));
  const want = Array.from(keptX).filter((_, i) => sized.get(i));
  const keptCount = hm.compact(sized, keptX, keptY);
  check(keptCount === want.length && want.every((x, i) => Object.is(x, keptX[i])), 'compact over a sized mask keeps its bits\' elements');
  pts.setSize(n);
  throwsWith(() => sized.setSize(n + 1), 'setSize: 1030 is more than the capacity 1029', 'mask.setSize past the capacity');
  throwsWith(() => sized.setSize(1.5), 'size must be a whole number >= 0, got 1.5', 'mask.setSize of a fraction');
  sized.setSize(0);
  check(sized.wordCount === 0 && sized.count() === 0, 'mask.setSize(0): no words');
  sized.setSize(n);
  check(sized.wordCount === 17, 'mask.setSize back to the capacity');
  sized.free();
  throwsWith(() => sized.setSize(4), 'Mask used after free()', 'mask.setSize after free()');
  pts.setSize(n);
  const gone = hm.circle(0, 0, 1);
  gone.free();
  gone.free(); // twice is harmless
  throwsWith(() => hm.count(pts, gone), 'Shape used after free()', 'a freed shape');
  const goneMask = hm.mask(n);
  goneMask.free();
  throwsWith(() => hm.test(pts, shapes2.circle, goneMask), 'Mask used after free()', 'a freed mask');
  // nearest and nearestK: simd128 against the reference, bit for bit, over every nearest view
  for (const [v, name] of [[pts, 'points'], [circ, 'circles'], [p3, 'points3'], [sph, 'spheres']]) {
    const three = name === 'points3' || name === 'spheres';
    for (const p of [[0, 0, 0], [500, 400, 300], [v.x[7], v.y[7], three ? v.z[7] : 0], [-3e4, 2e4, 1]]) {
      const at = three ? p : p.slice(0, 2);
      for (const max of [undefined, 60, 0]) {
        const got = hm.nearest(v, at, max), want = hm.referenceNearest(v, at, max);
        check(got.index === want.index && Object.is(got.distance, want.distance),
              name + ' nearest(' + at + ', ' + max + '): ' + JSON.stringify(got) + ' vs ' + JSON.stringify(want));
        const k = hm.nearestK(v, at, 17, max), kr = hm.referenceNearestK(v, at, 17, max);
        check(k.indices instanceof Uint32Array && k.distances instanceof Float32Array &&
              k.indices.join() === kr.indices.join() &&
              new Uint32Array(k.distances.buffer).join() === new Uint32Array(kr.distances.buffer).join(),
              name + ' nearestK(' + at + ', 17, ' + max + ') equals the reference');
        check(k.indices.length === 0 ? got.index === -1 : k.indices[0] === got.index && k.distances[0] === got.distance,
              name + ' nearestK\'s first is nearest\'s');
      }
    }
  }
  {
    // known: points on the x axis at 0..9, the 5th NaN
    const line = hm.points(10);
    for (let i = 0; i < 10; ++i) { line.x[i] = i === 5 ? NaN : i; line.y[i] = 0; }
    const near = hm.nearest(line, [5, 0]); // 4 and 6 tie at 1
    check(near.index === 4 && near.distance === 1, 'nearest skips the NaN point, ties to the lower index: ' + JSON.stringify(near));
    check(JSON.stringify(hm.nearest(line, [0, 30], 10)) === JSON.stringify({ index: -1, distance: Infinity }),
          'nearest beyond maxDistance: index -1, distance Infinity');
    const k = hm.nearestK(line, [3.5, 0], 4);
    check(k.indices.join() === '3,4,2,1' && k.distances.join() === '0.5,0.5,1.5,2.5', 'nearestK sorted by (distance, index): ' + k.indices.join());
    check(hm.nearestK(line, [0, 0], 100).indices.length === 9, 'nearestK trims to the elements that count');
    check(hm.nearestK(line, [0, 0], 0).indices.length === 0, 'nearestK with k 0');
    throwsWith(() => hm.nearest(line, [NaN, 0]), 'hm_nearest: point must be finite, got (nan, 0)', 'a NaN point');
    throwsWith(() => hm.nearest(line, [0, 0], -1), 'hm_nearest: max_distance must be >= 0 (+inf allowed), got -1', 'a negative maxDistance');
    throwsWith(() => hm.referenceNearestK(line, [0, 0], 2, NaN), 'hm_reference_nearest_k: max_distance must be >= 0', 'a NaN maxDistance');
    throwsWith(() => hm.nearest(line, [0, 0, 0]), 'hm_nearest: point must be [x, y] for a points view, got [0, 0, 0]', 'a 3D point for points');
    throwsWith(() => hm.nearest(sph, [0, 0]), 'point must be [x, y, z] for a spheres view', 'a 2D point for spheres');
    throwsWith(() => hm.nearestK(line, [0, 0], -1), 'hm_nearest_k: k must be a whole number >= 0, got -1', 'a negative k');
    const segs = hm.columns('segments', 4);
    throwsWith(() => hm.nearest(segs, [0, 0]), 'hm_nearest: hitmask has no nearest query for segments views', 'nearest over segments');
    segs.free();
    line.free();
  }

  // compact: a Columns, an array on the module's memory and arrays off it, against filtering by hand
  for (const [compactFn, label] of [[(k, ...arrs) => hm.compact(k, ...arrs), 'compact'],
                                    [(k, ...arrs) => hm.referenceCompact(k, ...arrs), 'referenceCompact']]) {
    const m = 300;
    const bullets = hm.circles(m), keep = hm.mask(m);
    const ids = new Int32Array(m), ages = new Float64Array(m), kinds = new Uint8Array(m);
    const onHeap = hm.points(m); // its x column: a Float32Array on the module's memory
    keep.words.fill(0); // a new mask's memory is not cleared
    const kept = [];
    for (let i = 0; i < m; ++i) {
      bullets.x[i] = i; bullets.y[i] = -i; bullets.r[i] = i / 4;
      ids[i] = 1000 + i; ages[i] = i / 3; kinds[i] = i % 251; onHeap.x[i] = 2 * i;
      if (i % 3 === 1 || (i >= 64 && i < 100)) { keep.words[i >>> 5] |= 1 << (i & 31); kept.push(i); }
    }
    const count = compactFn(keep, bullets, ids, ages, kinds, onHeap.x);
    check(count === kept.length && bullets.size === kept.length, label + ': the count, and the Columns\' size set to it');
    let ok = true;
    kept.forEach((i, j) => {
      ok = ok && bullets.x[j] === i && bullets.y[j] === -i && bullets.r[j] === i / 4 && ids[j] === 1000 + i &&
           ages[j] === i / 3 && kinds[j] === i % 251 && onHeap.x[j] === 2 * i;
    });
    check(ok, label + ': every column kept its elements in order');
    throwsWith(() => compactFn(keep, new Float32Array(m - 1)), 'argument 1 holds 299 elements but keep 300 bits', label + ': a short array');
    throwsWith(() => compactFn(keep, bullets), 'argument 1 (circles) holds ' + kept.length + ' elements but keep 300 bits', label + ': a resized Columns');
    throwsWith(() => compactFn(keep, [1, 2, 3]), 'argument 1 must be a Columns or a typed array', label + ': a plain array');
    throwsWith(() => compactFn(new Float32Array(3), ids), 'keep must be a mask', label + ': keep not a mask');
    check(compactFn(keep) === kept.length, label + ': no arrays: the count');
    bullets.free(); keep.free(); onHeap.free();
  }

  // mask algebra: against the words combined by hand
  {
    const x = hm.mask(n), y = hm.mask(n);
    hm.test(pts, shapes2.circle, x);
    hm.test(pts, shapes2.aabb, y);
    const ops = [['maskAnd', (p, q) => p & q], ['maskOr', (p, q) => p | q], ['maskXor', (p, q) => p ^ q],
                 ['maskAndNot', (p, q) => p & ~q]];
    const tailBits = n % 32, last = Math.ceil(n / 32) - 1;
    for (const [op, f] of ops) {
      const out = hm[op](x, y);
      let ok = out.size === n;
      for (let i = 0; i < out.words.length; ++i) ok = ok && out.words[i] === (f(x.words[i], y.words[i]) >>> 0);
      check(ok, op + ' equals the words combined by hand');
      out.free();
    }
    const inverted = hm.maskNot(x);
    let ok = true;
    for (let i = 0; i <= last; ++i)
      ok = ok && inverted.words[i] === ((i === last && tailBits ? ~x.words[i] & ((1 << tailBits) - 1) : ~x.words[i]) >>> 0);
    check(ok && inverted.count() === n - x.count(), 'maskNot flips [0, size) and leaves the bits past it clear');
    // into an existing mask, which may be an input
    const before = x.count();
    check(hm.maskAndNot(x, y, x) === x && x.count() <= before, 'maskAndNot into a');
    const other = hm.mask(64);
    throwsWith(() => hm.maskOr(x, other), 'hm_mask_or: the masks must have the same size, got a 1029, b 64 and out 1029 bits', 'masks of different sizes');
    throwsWith(() => hm.maskAnd(x, y, other), 'got a 1029, b 1029 and out 64 bits', 'an output of another size');
    throwsWith(() => hm.maskXor(x, null), 'hm_mask_xor: expected masks', 'a missing mask');
    for (const o of [x, y, inverted, other]) o.free();
  }

  // sweeps: every pair simd128 against the reference, bit for bit (hit bits, fraction bits,
  // counts); sweepFirst against the reference and against a loop of sweep (the least fraction,
  // the lowest index on ties), with a few walls (brute force) and 30 (the grid); known fractions
  {
    const segs = hm.columns('segments', n), movingDiscs = hm.columns('capsules', n), segs3 = hm.columns('segments3', n);
    for (let i = 0; i < n; ++i) {
      [segs.x0[i], segs.y0[i]] = [rand(), rand()];
      [segs.x1[i], segs.y1[i]] = [segs.x0[i] + rand() / 4, segs.y0[i] + rand() / 4];
      if (i % 50 === 0) [segs.x1[i], segs.y1[i]] = [segs.x0[i], segs.y0[i]]; // resting
      for (const f of segs.names) movingDiscs[f][i] = segs[f][i];
      movingDiscs.r[i] = Math.abs(rand()) / 40;
      for (const f of segs3.names) segs3[f][i] = f.endsWith('0') ? rand() : 0;
      for (const f of ['x1', 'y1', 'z1']) segs3[f][i] = segs3[f.replace('1', '0')][i] + rand() / 4;
      if (i % 97 === 5) for (const v of [segs, movingDiscs, segs3]) v[v.names[i % v.names.length]][i] = special[i % 5];
    }
    const wallSegment = hm.segment(0, 0, 900, 700);
    const sweepShapes = [
      [segs, 'segments', { ...shapes2, segment: wallSegment }, ['circle', 'aabb', 'capsule', 'obb', 'segment', 'convexPolygon', 'polygon']],
      [movingDiscs, 'capsules', { ...shapes2, segment: wallSegment }, ['circle', 'aabb', 'capsule', 'obb', 'segment', 'convexPolygon']],
      [segs3, 'segments3', shapes3, ['sphere', 'aabb3', 'capsule3']],
    ];
    const d = new Float32Array(n), e = new Float32Array(n);
    for (const [v, viewName, shapes, names] of sweepShapes)
      for (const name of names) {
        const count = hm.sweep(v, shapes[name], a, d), referenceCount = hm.referenceSweep(v, shapes[name], b, e);
        const bitsD = bitsOf(d), bitsE = bitsOf(e);
        check(count === referenceCount && a.words.every((w, i) => w === b.words[i]) && bitsD.every((w, i) => w === bitsE[i]),
              viewName + ' x ' + name + ': sweep equals the reference (count ' + count + ', bits, fractions)');
        check(count === a.count() && count > 0 && count < n && d.every((t, i) => (t < Infinity) === (a.get(i) === 1) && (t === Infinity || (t >= 0 && t <= 1))),
              viewName + ' x ' + name + ': a hit bit for each fraction in [0, 1]');
        check(hm.sweep(v, shapes[name]) === count && hm.sweep(v, shapes[name], null, null) === count, viewName + ' x ' + name + ': sweep without outputs counts the same');
      }
    const wallSets = {
      'five boxes': [0, 1, 2, 3, 4].map((i) => hm.aabb(100 + 150 * i, 0, 130 + 150 * i, 900)),
      'thirty circles': Array.from({ length: 30 }, (_, i) => hm.circle(40 * i, 30 * (i % 7) + 200, 25)),
      'thirty boxes3': Array.from({ length: 30 }, (_, i) => hm.aabb3(40 * i, 0, 0, 40 * i + 10, 900, 900)),
    };
    for (const [setName, walls] of Object.entries(wallSets))
      for (const v of setName.endsWith('3') ? [segs3] : [segs, movingDiscs]) {
        const index = new Uint32Array(n), referenceIndex = new Uint32Array(n);
        const met = hm.sweepFirst(v, walls, index, d), referenceMet = hm.referenceSweepFirst(v, walls, referenceIndex, e);
        const bitsD = bitsOf(d), bitsE = bitsOf(e);
        check(met === referenceMet && met > 0 && index.every((w, i) => w === referenceIndex[i]) && bitsD.every((w, i) => w === bitsE[i]),
              v.kind + ' x ' + setName + ': sweepFirst equals the reference (met ' + met + ')');
        const least = new Float32Array(n).fill(Infinity), first = new Uint32Array(n).fill(Hitmask.NO_SHAPE);
        walls.forEach((w, j) => {
          hm.sweep(v, w, null, e);
          e.forEach((t, i) => { if (t < least[i]) { least[i] = t; first[i] = j; } });
        });
        check(index.every((w, i) => w === first[i]) && bitsOf(least).every((w, i) => w === bitsD[i]),
              v.kind + ' x ' + setName + ': sweepFirst is the least fraction of a loop of sweep');
      }
    // fractions and indices over the module's memory are written in place
    const place = hm.alloc(8 * n);
    const indexInPlace = new Uint32Array(hm.m.HEAPU32.buffer, place, n), fractionsInPlace = new Float32Array(hm.m.HEAPF32.buffer, place + 4 * n, n);
    const copiedIndex = new Uint32Array(n);
    hm.sweepFirst(segs, wallSets['five boxes'], copiedIndex, d);
    hm.sweepFirst(segs, wallSets['five boxes'], indexInPlace, fractionsInPlace);
    const copiedBits = bitsOf(d);
    check(indexInPlace.every((w, i) => w === copiedIndex[i]) && bitsOf(fractionsInPlace).every((w, i) => w === copiedBits[i]),
          'sweepFirst writes over the module\'s memory in place');
    hm.m._free(place);

    // known: two fast bullets (32 units a move) against three walls; the first meets wall 1 at x = 340
    const shots = elements('segments', [320, 400, 352, 400], [320, 400, 288, 400]);
    const walls = [hm.aabb(400, 380, 404, 420), hm.aabb(340, 390, 344, 410), hm.aabb(300, 300, 310, 310)];
    const wallIndex = new Uint32Array(2), fractions = new Float32Array(2);
    check(hm.sweepFirst(shots, walls, wallIndex, fractions) === 1 && wallIndex.join() === '1,' + Hitmask.NO_SHAPE &&
          fractions.join() === '0.625,Infinity', 'two fast bullets: wall 1 at 0.625, then none: ' + wallIndex.join() + ' ' + fractions.join());
    check(hm.sweep(shots, walls[1], a, fractions) === 1 && a.get(0) === 1 && fractions[0] === 0.625, 'sweep of a fast bullet: 0.625');
    const ball = elements('segments3', [0, 0, 0, 0, 0, 16]), sphere9 = hm.sphere(0, 0, 9, 1);
    check(hm.referenceSweep(ball, sphere9, null, fractions.subarray(0, 1)) === 1 && fractions[0] === 0.5, 'a 3D point meets a ball at 0.5');
    check(hm.sweepFirst(shots, [], wallIndex, fractions) === 0 && wallIndex.every((w) => w === Hitmask.NO_SHAPE), 'no walls: nothing met');

    // refusals name the field and the value
    const idx = new Uint32Array(n);
    throwsWith(() => hm.sweep(pts, shapes2.circle), 'hm_sweep: hitmask has no sweep for points views against circle shapes', 'a sweep of points');
    throwsWith(() => hm.sweep(segs3, shapes2.circle), 'no sweep for segments3 views against circle shapes (sweeps: segments views against', 'a 3D sweep against a 2D shape');
    throwsWith(() => hm.sweepFirst(segs, [shapes2.aabb, shapes2.circle], idx), 'shapes[1] is a circle but shapes[0] is a aabb', 'mixed walls');
    throwsWith(() => hm.sweepFirst(segs, [wallSegment], idx), 'hm_sweep_first: hitmask has no sweep_first for segments views against segment sets', 'a set of segments');
    throwsWith(() => hm.referenceSweepFirst(segs, walls, new Uint32Array(3)), 'hm_reference_sweep_first: shape_index holds 3 entries but the view\'s size is 1029', 'too few indices');
    throwsWith(() => hm.sweep(segs, shapes2.circle, null, new Float32Array(3)), 'hm_sweep: fractions holds 3 floats but the view\'s size is 1029', 'too few fractions');
    throwsWith(() => hm.sweep(segs, shapes2.circle, hm.mask(3)), 'words holds 1 words (64 bits) but the view\'s size is 1029', 'a sweep mask too small');
    throwsWith(() => hm.sweepFirst(segs, walls), 'shapeIndex must be a Uint32Array', 'no shapeIndex');
    throwsWith(() => hm.sweepFirst(segs, walls[0], idx), 'shapes must be an Array of Shapes', 'one shape where an array belongs');
    throwsWith(() => hm.sweep(segs, shapes2.circle, null, [0]), 'fractions must be a Float32Array or null', 'fractions in an Array');
    throwsWith(() => hm.sweep(segs, walls), 'shape must be a Shape', 'an array where a shape belongs');
    const goneWall = hm.aabb(0, 0, 1, 1);
    goneWall.free();
    throwsWith(() => hm.sweepFirst(segs, [goneWall], idx), 'Shape used after free()', 'a freed wall');
    for (const o of [segs, movingDiscs, segs3, wallSegment, shots, ball, sphere9, ...walls, ...Object.values(wallSets).flat()]) o.free();
  }

  hm.forceIsa('scalar');
  check(hm.isa() === 'scalar', 'forceIsa("scalar")');
  hm.forceIsa('simd128');
  console.log('api: ' + passed + ' passed, ' + failed + ' failed');
  process.exit(failed === 0 ? 0 : 1);
})().catch((e) => { console.log('FAILED: ' + e.stack); console.log('api: ' + passed + ' passed, ' + (failed + 1) + ' failed'); process.exit(1); });
