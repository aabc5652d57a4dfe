// hitmask's JavaScript API: batch hit tests over typed arrays, on the WebAssembly module's
// SIMD128 kernels (hitmask_web.js + hitmask_web.wasm, built by Emscripten). The columns live in
// the module's memory, so a game writes its bullets straight into them and nothing is copied;
// a mask is a Uint32Array (or Uint8Array) view of the result bits, bit i = element i.
//
//   const hm = await Hitmask.load();                 // browser: after <script src="hitmask_web.js">
//   const bullets = hm.points(50000);                 // bullets.x, bullets.y: Float32Array views
//   bullets.x.set(myXs); bullets.y.set(myYs);
//   const hitbox = hm.circle(640, 780, 4), cone = hm.sectorFacing(100, 90, 1, 1, Math.PI / 3, 420);
//   const hits = hm.mask(bullets.size);
//   hm.test(bullets, hitbox, hits);                   // hits.words: Uint32Array, hits.get(i)
//   hm.count(bullets, cone);
//   const laser = hm.ray(60, 700, 1, -1, 1000);       // origin, direction, length
//   const first = hm.raycastClosest(enemies, laser);  // enemies: hm.circles(k); {index, distance}, index -1 if none
//   const moves = hm.columns('segments', k);          // fast bullets: x0, y0 (where they were), x1, y1
//   hm.sweepFirst(moves, walls, wallIndex, fractions); // walls: [hm.aabb(...), ...]; the first wall each meets
//   cone.free(); hitbox.free(); hits.free(); bullets.free(); // the module's memory is not collected
//
// In Node.js: const Hitmask = require('./hitmask.js'); const hm = await Hitmask.load(require('./hitmask_web.js')).
// Bad input throws an Error with the library's message ("circle: radius must be >= 0, got -1").
// The npm package (web/npm/stage.js) wraps this file, unchanged, into ES modules; its types are
// web/npm/hitmask.d.ts, and scripts/test-npm.sh fails on an export or method not declared there.
(function (root) {
  'use strict';

  // hm_view_kind (include/hitmask/hitmask.h) and its columns
  const VIEWS = {
    points: [0, ['x', 'y']],
    circles: [1, ['x', 'y', 'r']],
    segments: [2, ['x0', 'y0', 'x1', 'y1']],
    obbs: [3, ['cx', 'cy', 'ux', 'uy', 'hx', 'hy']],
    ellipses: [4, ['cx', 'cy', 'ux', 'uy', 'rx', 'ry']],
    capsules: [5, ['x0', 'y0', 'x1', 'y1', 'r']],
    points3: [6, ['x', 'y', 'z']],
    spheres: [7, ['x', 'y', 'z', 'r']],
    segments3: [8, ['x0', 'y0', 'z0', 'x1', 'y1', 'z1']],
  };
  const VIEW_BYTES = 32; // hm_view on wasm32: kind, six column pointers, size (static_assert in hitmask_web.cpp)
  const NO_HIT = 0xffffffff; // HM_NO_HIT, SIZE_MAX on wasm32; raycastClosest gives -1 instead
  const NO_SHAPE = 0xffffffff; // HM_NO_SHAPE: sweepFirst's index (a Uint32Array holds no -1) where a move meets none
  const SHAPE_BYTES = 264; // sizeof(hm_shape) (static_assert in hitmask_web.cpp): sweepFirst copies shapes into an array
  // The ray casts' C functions, hm_[reference_]raycast[3][_closest], indexed as Api.caster does:
  // named once here, since building the name and looking the export up by it on every call cost
  // as much as the cast itself over 8 to 64 discs (web/callcost.js in Chromium 156: raycastClosest
  // 0.26-0.53 us at N = 64 against 0.14-0.22 us for the export alone; 0.01-0.03 us above it now)
  const CASTS = [];
  for (const reference of ['', 'reference_'])
    for (const dimensions of ['', '3'])
      for (const closest of ['', '_closest']) {
        const name = 'hm_' + reference + 'raycast' + dimensions + closest;
        CASTS.push({ name, exported: '_' + name });
      }

  // The getters of a Columns' fields (.x, .y, ...), column i each, one function for every Columns:
  // an engine gives objects whose accessors are the same functions one hidden class, so a query's
  // reads of view.ptr stay monomorphic however many views a game makes (a getter made per
  // object gave each Columns a class of its own: with 8 views, hm.test took 25-30 ns more a call
  // and bullets.x twice as long under Node.js 20)
  const COLUMN_GETTERS = [0, 1, 2, 3, 4, 5].map((i) => function () { return this.column(i); });

  /// Throws when an argument was freed (its address would be reused memory).
  function live(...objects) {
    for (const o of objects)
      if (!o || !o.ptr) throw new Error('hitmask: ' + (o ? o.constructor.name : o) + ' used after free()');
  }
  /// live() of two or three objects without its rest argument, which took 10 ns of a 60 ns
  /// hm.test in Chromium 156 (web/callcost.js): the queries' usual case tested inline, live()
  /// called only to throw. (One object: `if (!o.ptr) live(o)` at the call.)
  function live2(a, b) { if (!(a && a.ptr && b && b.ptr)) live(a, b); }
  function live3(a, b, c) { if (!(a && a.ptr && b && b.ptr && c && c.ptr)) live(a, b, c); }
  /// Throws unless xy is a whole number of (x, y) pairs.
  function pairs(xy, what) {
    if (xy.length % 2 !== 0) throw new Error('hitmask: ' + what + ': xy must hold (x, y) pairs, got ' + xy.length + ' numbers');
  }
  /// Throws unless n is a whole number >= 0.
  function wholeSize(n) {
    if (!Number.isInteger(n) || n < 0) throw new Error('hitmask: size must be a whole number >= 0, got ' + n);
  }

  class Api {
    constructor(module) {
      this.m = module;
      this.scratch = this.alloc(8); // size_t, int and float results
      this.outPtr = 0; // outputs(): a block kept for the calls' arrays, grown when too small
      this.outBytes = 0;
    }

    /// `bytes` of the module's memory for a call's output array, the same block each time
    /// (grown, never shrunk): a frame's calls then allocate nothing once warm, since each
    /// malloc and free is a call into the module that a cold frame pays for. Valid until the
    /// next outputs(); callers copy out what they return.
    outputs(bytes) {
      if (bytes > this.outBytes) {
        const p = this.alloc(bytes); // first: alloc may throw, and the old block stays valid
        if (this.outPtr) this.m._free(this.outPtr);
        this.outPtr = p;
        this.outBytes = bytes;
      }
      return this.outPtr;
    }

    /// `bytes` of the module's memory; throws rather than hand back address 0 (with memory
    /// growth on, Emscripten's malloc returns 0 when it cannot grow).
    alloc(bytes) {
      const p = this.m._malloc(bytes);
      if (p === 0) throw new Error('hitmask: out of memory (' + bytes + ' bytes)');
      return p;
    }

    error(what) {
      return new Error('hitmask: ' + (this.m.UTF8ToString(this.m._hm_last_error()) || what));
    }
    check(status, what) {
      if (status !== 0) throw this.error(what);
    }

    /// The ISA the queries run on: "simd128" (or "scalar" when forced).
    isa() { return this.m.UTF8ToString(this.m._hm_isa_name(this.m._hm_active_isa())); }
    /// Runs every later query on "simd128" or "scalar" (benchmarks and tests).
    forceIsa(name) {
      this.check(this.m.ccall('hm_isa_from_name', 'number', ['string', 'number'], [String(name), this.scratch]), 'isa name');
      this.check(this.m._hm_force_isa(this.m.HEAPU32[this.scratch >> 2]), 'force_isa');
    }

    /// Columns of `size` elements of one kind in the module's memory: points, circles,
    /// segments, obbs, ellipses, capsules, points3, spheres, segments3. Free with .free().
    columns(kind, size) { return new Columns(this, kind, size, null); }
    /// A view over columns already in the module's memory (byte addresses, one per field, 4-byte
    /// aligned), as an engine built into the same module keeps them. .free() frees only the view.
    wrap(kind, pointers, size) { return new Columns(this, kind, size, pointers); }
    points(size) { return this.columns('points', size); }
    circles(size) { return this.columns('circles', size); }
    points3(size) { return this.columns('points3', size); }
    spheres(size) { return this.columns('spheres', size); }
    /// A result mask of `size` bits. Free with .free().
    mask(size) { return new Mask(this, size); }

    shape(ptr, what) {
      if (ptr === 0) throw this.error(what);
      return new Shape(this, ptr);
    }
    circle(x, y, r) { return this.shape(this.m._hmw_circle(x, y, r), 'circle'); }
    aabb(minX, minY, maxX, maxY) { return this.shape(this.m._hmw_aabb(minX, minY, maxX, maxY), 'aabb'); }
    sectorFacing(ax, ay, dx, dy, fov, range) {
      return this.shape(this.m._hmw_sector_facing(ax, ay, dx, dy, fov, range), 'sector');
    }
    sectorBetween(ax, ay, start, end, range) {
      return this.shape(this.m._hmw_sector_between(ax, ay, start, end, range), 'sector');
    }
    capsule(ax, ay, bx, by, r) { return this.shape(this.m._hmw_capsule(ax, ay, bx, by, r), 'capsule'); }
    segment(ax, ay, bx, by) { return this.shape(this.m._hmw_segment(ax, ay, bx, by), 'segment'); }
    obb(cx, cy, hx, hy, rotation) { return this.shape(this.m._hmw_obb(cx, cy, hx, hy, rotation), 'obb'); }
    ellipse(cx, cy, rx, ry, rotation) { return this.shape(this.m._hmw_ellipse(cx, cy, rx, ry, rotation), 'ellipse'); }
    /// xy: [x0, y0, x1, y1, ...]
    convexPolygon(xy) {
      pairs(xy, 'convex_polygon');
      return this.withFloats(xy, (p) => this.shape(this.m._hmw_convex_polygon(p, xy.length >> 1), 'convex_polygon'));
    }
    /// rule: 'even_odd' or 'non_zero' (hm_fill_rule)
    polygon(xy, rule) {
      pairs(xy, 'polygon');
      const code = ['even_odd', 'non_zero'].indexOf(rule);
      if (code < 0) throw new Error("hitmask: polygon: rule must be 'even_odd' or 'non_zero', got " + rule);
      return this.withFloats(xy, (p) => this.shape(this.m._hmw_polygon(p, xy.length >> 1, code), 'polygon'));
    }
    sphere(x, y, z, r) { return this.shape(this.m._hmw_sphere(x, y, z, r), 'sphere'); }
    aabb3(x0, y0, z0, x1, y1, z1) { return this.shape(this.m._hmw_aabb3(x0, y0, z0, x1, y1, z1), 'aabb3'); }
    capsule3(ax, ay, az, bx, by, bz, r) { return this.shape(this.m._hmw_capsule3(ax, ay, az, bx, by, bz, r), 'capsule3'); }
    cone(ax, ay, az, dx, dy, dz, fov, range) { return this.shape(this.m._hmw_cone(ax, ay, az, dx, dy, dz, fov, range), 'cone'); }
    /// The box of half extents (hx, hy, hz) along the unit axes u, v, w (perpendicular within
    /// 1e-3: a rotation matrix's columns) around (cx, cy, cz), faces included.
    obb3(cx, cy, cz, hx, hy, hz, ux, uy, uz, vx, vy, vz, wx, wy, wz) {
      return this.shape(this.m._hmw_obb3(cx, cy, cz, hx, hy, hz, ux, uy, uz, vx, vy, vz, wx, wy, wz), 'obb3');
    }

    /// A ray from (ox, oy) along (dx, dy), stored normalised, up to maxDistance (Infinity
    /// allowed): for raycast and raycastClosest over circles, capsules, obbs and ellipses.
    ray(ox, oy, dx, dy, maxDistance) {
      const ptr = this.m._hmw_ray(ox, oy, dx, dy, maxDistance);
      if (ptr === 0) throw this.error('ray');
      return new Ray(this, ptr, 2);
    }
    /// The same in 3D, for spheres.
    ray3(ox, oy, oz, dx, dy, dz, maxDistance) {
      const ptr = this.m._hmw_ray3(ox, oy, oz, dx, dy, dz, maxDistance);
      if (ptr === 0) throw this.error('ray3');
      return new Ray(this, ptr, 3);
    }

    withFloats(values, fn) {
      const p = this.alloc(Math.max(4, 4 * values.length));
      try {
        this.m.HEAPF32.set(values, p >> 2);
        return fn(p);
      } finally {
        this.m._free(p);
      }
    }

    /// Bit i of out: element i of `view` hits `shape`.
    test(view, shape, out) {
      live3(view, shape, out);
      this.check(this.m._hm_view_test(view.ptr, shape.ptr, out.ptr, out.wordCount), 'test');
      return out;
    }
    /// How many elements hit.
    count(view, shape) {
      live2(view, shape);
      this.check(this.m._hm_view_count(view.ptr, shape.ptr, this.scratch), 'count');
      return this.m.HEAPU32[this.scratch >> 2];
    }
    /// Whether any element hits.
    any(view, shape) {
      live2(view, shape);
      this.check(this.m._hm_view_any(view.ptr, shape.ptr, this.scratch), 'any');
      return this.m.HEAP32[this.scratch >> 2] !== 0;
    }
    /// Hit within hitRadius of (cx, cy), graze within grazeRadius and not a hit, in one pass.
    testHitGraze(view, cx, cy, hitRadius, grazeRadius, hit, graze) {
      live3(view, hit, graze);
      if (hit.size !== graze.size) // the C call fills both with hit's word count
        throw new Error('hitmask: test_hit_graze: the hit mask holds ' + hit.size + ' bits, the graze mask ' + graze.size);
      this.check(this.m._hmw_test_hit_graze(view.ptr, cx, cy, hitRadius, grazeRadius, hit.ptr, graze.ptr, hit.wordCount),
                 'test_hit_graze');
    }
    /// The scalar reference: the semantics every kernel matches bit for bit.
    referenceTest(view, shape, out) {
      live3(view, shape, out);
      this.check(this.m._hm_reference_view_test(view.ptr, shape.ptr, out.ptr, out.wordCount), 'reference test');
      return out;
    }
    /// Every element the ray meets: bit i of `hits` (a mask, or null) is element i, and
    /// `distances` (a Float32Array of at least view.size floats, or null) gets each element's
    /// entry distance along the ray, Infinity where it misses. Returns how many it meets.
    raycast(view, ray, hits, distances) { return this.castAll(view, ray, hits, distances, false); }
    /// The first element the ray meets: {index, distance}, the lowest index on ties; index -1
    /// (as indexOf) and distance Infinity when it meets none.
    raycastClosest(view, ray) { return this.castFirst(view, ray, false); }
    /// raycast and raycastClosest on the scalar reference.
    referenceRaycast(view, ray, hits, distances) { return this.castAll(view, ray, hits, distances, true); }
    referenceRaycastClosest(view, ray) { return this.castFirst(view, ray, true); }

    /// The C function for a cast: hm_[reference_]raycast[3][_closest], by the ray's dimension, as
    /// {name, exported} (CASTS).
    caster(ray, reference, closest) {
      if (!(ray instanceof Ray)) throw new Error('hitmask: raycast: ray must be a Ray (hm.ray or hm.ray3), got ' + ray);
      return CASTS[(reference ? 4 : 0) + (ray.dimensions === 3 ? 2 : 0) + (closest ? 1 : 0)];
    }
    castAll(view, ray, hits, distances, reference) {
      const cast = this.caster(ray, reference, false), name = cast.name;
      live2(view, ray);
      if (hits != null && !(hits instanceof Mask)) throw new Error('hitmask: ' + name + ': hits must be a mask or null, got ' + hits);
      if (hits != null) live(hits);
      if (distances != null && !(distances instanceof Float32Array))
        throw new Error('hitmask: ' + name + ': distances must be a Float32Array or null, got ' + distances);
      const size = view.size;
      // distances over the module's memory are written in place, any other array through a copy;
      // their address stays valid if an allocation below grows the memory
      const inPlace = distances != null && distances.buffer === this.m.HEAPF32.buffer;
      const distanceCount = distances == null ? 0 : distances.length; // the C call checks it against size
      const temporary = [];
      const allocTemporary = (bytes) => { const p = this.alloc(Math.max(8, bytes)); temporary.push(p); return p; };
      try {
        const wordCount = hits != null ? hits.wordCount : Math.ceil(size / 64);
        const words = hits != null ? hits.ptr : allocTemporary(8 * wordCount);
        // a copied array needs only the floats the call writes: the view's
        const at = distances == null ? 0 : inPlace ? distances.byteOffset : allocTemporary(4 * Math.min(distanceCount, size));
        this.check(this.m[cast.exported](view.ptr, ray.ptr, words, wordCount, at, distanceCount, this.scratch), name);
        if (distances != null && !inPlace) distances.set(this.m.HEAPF32.subarray(at >> 2, (at >> 2) + size));
        return this.m.HEAPU32[this.scratch >> 2];
      } finally {
        for (const p of temporary) this.m._free(p);
      }
    }
    castFirst(view, ray, reference) {
      const cast = this.caster(ray, reference, true);
      live2(view, ray);
      this.check(this.m[cast.exported](view.ptr, ray.ptr, this.scratch, this.scratch + 4), cast.name);
      const index = this.m.HEAPU32[this.scratch >> 2];
      return { index: index === NO_HIT ? -1 : index, distance: this.m.HEAPF32[(this.scratch >> 2) + 1] };
    }

    /// Every element of a moving view against one shape: segments (points moving from (x0, y0)
    /// to (x1, y1)) against circle, aabb, capsule, obb, segment, convexPolygon, polygon; capsules
    /// (discs of radius r moving the same way) against the same but polygon; segments3 against
    /// sphere, aabb3, capsule3. Bit i of `hits` (a mask, or null) is set when element i touches
    /// the shape during its move, and `fractions` (a Float32Array of at least view.size floats, or
    /// null) gets the part of its move done at first contact (0 when it starts touching, Infinity
    /// when it never does): the spark is at p0 + f (p1 - p0). Returns how many touch.
    sweep(view, shape, hits, fractions) { return this.sweepAll(view, shape, hits, fractions, false); }
    /// Every element's move against an array of shapes of one kind (walls; aabb, circle, capsule
    /// or obb for segments and capsules views, aabb3 or sphere for segments3): shapeIndex (a
    /// Uint32Array of at least view.size) gets the first shape each meets (the lowest index on
    /// ties; NO_SHAPE, 0xffffffff, where it meets none), `fractions` (as for sweep, or null) its
    /// fraction. Returns how many elements meet a shape.
    sweepFirst(view, shapes, shapeIndex, fractions) { return this.sweepFirstWith(view, shapes, shapeIndex, fractions, false); }
    /// sweep and sweepFirst on the scalar reference.
    referenceSweep(view, shape, hits, fractions) { return this.sweepAll(view, shape, hits, fractions, true); }
    referenceSweepFirst(view, shapes, shapeIndex, fractions) { return this.sweepFirstWith(view, shapes, shapeIndex, fractions, true); }

    /// A typed array output of the C calls: [address, count, the array to copy back into or
    /// null]. One over the module's memory is written in place, any other through a copy (only
    /// the view's `size` entries are copied back); allocTemporary gives the copy's memory.
    outputArray(name, field, array, Type, size, allocTemporary) {
      if (array == null) return [0, 0, null];
      if (!(array instanceof Type)) throw new Error('hitmask: ' + name + ': ' + field + ' must be a ' + Type.name + ' or null, got ' + array);
      if (array.buffer === this.m.HEAPU8.buffer) return [array.byteOffset, array.length, null];
      return [allocTemporary(4 * Math.min(array.length, size)), array.length, array]; // the C call checks the count
    }
    copyBack(out, Type, size) {
      if (out[2] !== null) out[2].set(new Type(this.m.HEAPU8.buffer, out[0], size));
    }

    sweepAll(view, shape, hits, fractions, reference) {
      const name = 'hm_' + (reference ? 'reference_' : '') + 'sweep';
      if (!(shape instanceof Shape)) throw new Error('hitmask: ' + name + ': shape must be a Shape, got ' + shape);
      live(view, shape);
      if (hits != null && !(hits instanceof Mask)) throw new Error('hitmask: ' + name + ': hits must be a mask or null, got ' + hits);
      if (hits != null) live(hits);
      const size = view.size;
      const temporary = [];
      const allocTemporary = (bytes) => { const p = this.alloc(Math.max(8, bytes)); temporary.push(p); return p; };
      try {
        const out = this.outputArray(name, 'fractions', fractions, Float32Array, size, allocTemporary);
        const wordCount = hits != null ? hits.wordCount : Math.ceil(size / 64);
        const words = hits != null ? hits.ptr : allocTemporary(8 * wordCount);
        this.check(this.m['_' + name](view.ptr, shape.ptr, words, wordCount, out[0], out[1], this.scratch), name);
        this.copyBack(out, Float32Array, size);
        return this.m.HEAPU32[this.scratch >> 2];
      } finally {
        for (const p of temporary) this.m._free(p);
      }
    }
    sweepFirstWith(view, shapes, shapeIndex, fractions, reference) {
      const name = 'hm_' + (reference ? 'reference_' : '') + 'sweep_first';
      if (!Array.isArray(shapes) || !shapes.every((s) => s instanceof Shape))
        throw new Error('hitmask: ' + name + ': shapes must be an Array of Shapes, got ' + shapes);
      if (!(shapeIndex instanceof Uint32Array))
        throw new Error('hitmask: ' + name + ': shapeIndex must be a Uint32Array, got ' + shapeIndex);
      live(view, ...shapes);
      const size = view.size;
      const temporary = [];
      const allocTemporary = (bytes) => { const p = this.alloc(Math.max(8, bytes)); temporary.push(p); return p; };
      try {
        // the C call takes the shapes as one array of hm_shape: copies of the Shapes' bytes (plain
        // data; the kinds a set takes own nothing)
        const list = allocTemporary(SHAPE_BYTES * shapes.length);
        shapes.forEach((s, j) => this.m.HEAPU8.copyWithin(list + SHAPE_BYTES * j, s.ptr, s.ptr + SHAPE_BYTES));
        const index = this.outputArray(name, 'shapeIndex', shapeIndex, Uint32Array, size, allocTemporary);
        const out = this.outputArray(name, 'fractions', fractions, Float32Array, size, allocTemporary);
        this.check(this.m['_' + name](view.ptr, list, shapes.length, index[0], index[1], out[0], out[1], this.scratch), name);
        this.copyBack(index, Uint32Array, size);
        this.copyBack(out, Float32Array, size);
        return this.m.HEAPU32[this.scratch >> 2];
      } finally {
        for (const p of temporary) this.m._free(p);
      }
    }

    /// The element of a points or circles view nearest to point [x, y] (points3 and spheres:
    /// [x, y, z]): {index, distance}, circles by the distance to the disc (0 inside), the lowest
    /// index on ties; index -1 and distance Infinity when none is within maxDistance (default
    /// Infinity). NaN or infinite elements never count.
    nearest(view, point, maxDistance) { return this.nearestOne(view, point, maxDistance, false); }
    /// The k nearest, sorted by (distance, index): {indices: Uint32Array, distances: Float32Array}
    /// of how many were found (at most k), copies that stay valid.
    nearestK(view, point, k, maxDistance) { return this.nearestList(view, point, k, maxDistance, false); }
    /// nearest and nearestK on the scalar reference.
    referenceNearest(view, point, maxDistance) { return this.nearestOne(view, point, maxDistance, true); }
    referenceNearestK(view, point, k, maxDistance) { return this.nearestList(view, point, k, maxDistance, true); }

    /// The point's coordinates and dimensions, checked for the view (the C call checks the rest).
    nearestPoint(name, view, point) {
      live(view);
      const dimensions = view.kind === 'points3' || view.kind === 'spheres' ? 3 : 2;
      if (!point || point.length !== dimensions)
        throw new Error('hitmask: ' + name + ': point must be [x, y' + (dimensions === 3 ? ', z' : '') + '] for a ' +
                        view.kind + ' view, got ' + (point && point.length !== undefined ? '[' + Array.from(point).join(', ') + ']' : point));
      return [point[0], point[1], dimensions === 3 ? point[2] : 0, dimensions];
    }
    nearestOne(view, point, maxDistance, reference) {
      const name = 'hm_' + (reference ? 'reference_' : '') + 'nearest';
      const [x, y, z, dimensions] = this.nearestPoint(name, view, point);
      const max = maxDistance === undefined ? Infinity : maxDistance;
      this.check(this.m._hmw_nearest(view.ptr, x, y, z, dimensions, max, reference ? 1 : 0, this.scratch, this.scratch + 4),
                 name);
      const index = this.m.HEAPU32[this.scratch >> 2];
      return { index: index === NO_HIT ? -1 : index, distance: this.m.HEAPF32[(this.scratch >> 2) + 1] };
    }
    nearestList(view, point, k, maxDistance, reference) {
      const name = 'hm_' + (reference ? 'reference_' : '') + 'nearest_k';
      const [x, y, z, dimensions] = this.nearestPoint(name, view, point);
      if (!Number.isInteger(k) || k < 0) throw new Error('hitmask: ' + name + ': k must be a whole number >= 0, got ' + k);
      const max = maxDistance === undefined ? Infinity : maxDistance;
      const want = Math.min(k, view.size); // never more than the view holds
      const at = this.alloc(Math.max(8, 8 * want)); // indices, then distances
      try {
        this.check(this.m._hmw_nearest_k(view.ptr, x, y, z, dimensions, want, max, reference ? 1 : 0, at, at + 4 * want,
                                          this.scratch), name);
        const found = this.m.HEAPU32[this.scratch >> 2];
        return { indices: this.m.HEAPU32.slice(at >> 2, (at >> 2) + found),
                 distances: this.m.HEAPF32.slice((at >> 2) + want, (at >> 2) + want + found) };
      } finally {
        this.m._free(at);
      }
    }

    /// Keeps the elements whose bit of `keep` is set, in order, at the front of every column, in
    /// place, and returns how many. Each argument after the mask is a Columns (all its columns
    /// move and its size becomes the count) or a typed array of keep.size elements: on the
    /// module's memory (a Columns' column, say) it is compacted in place, any other is copied in
    /// and back. 4-byte arrays run the SIMD kernel; 1-, 2- and 8-byte ones move whole elements.
    compact(keep, ...arrays) { return this.compactWith(keep, arrays, false); }
    /// compact on the scalar reference.
    referenceCompact(keep, ...arrays) { return this.compactWith(keep, arrays, true); }

    compactWith(keep, arrays, reference) {
      const name = 'hm_' + (reference ? 'reference_' : '') + 'compact';
      if (!(keep instanceof Mask)) throw new Error('hitmask: ' + name + ': keep must be a mask, got ' + keep);
      live(keep);
      const n = keep.size;
      // the columns: [address, element size, the array to copy back into or null, a Columns or null]
      const columns = [];
      arrays.forEach((a, i) => {
        if (a instanceof Columns) {
          live(a);
          if (a.size !== n) throw new Error('hitmask: ' + name + ': argument ' + (i + 1) + ' (' + a.kind + ') holds ' + a.size + ' elements but keep ' + n + ' bits');
          for (const p of a.cols) columns.push([p, 4, null]);
        } else if (ArrayBuffer.isView(a) && !(a instanceof DataView)) {
          if (a.length !== n) throw new Error('hitmask: ' + name + ': argument ' + (i + 1) + ' holds ' + a.length + ' elements but keep ' + n + ' bits');
          columns.push([a.buffer === this.m.HEAPU8.buffer ? a.byteOffset : -1, a.BYTES_PER_ELEMENT, a]);
        } else {
          throw new Error('hitmask: ' + name + ': argument ' + (i + 1) + ' must be a Columns or a typed array, got ' + a);
        }
      });
      const temporary = [];
      const allocTemporary = (bytes) => { const p = this.alloc(Math.max(8, bytes)); temporary.push(p); return p; };
      try {
        const list = allocTemporary(8 * columns.length); // void* then size_t, 4 bytes each on wasm32
        for (const c of columns)
          if (c[0] === -1) { // off the module's memory: a copy
            c[0] = allocTemporary(c[1] * n);
            this.m.HEAPU8.set(new Uint8Array(c[2].buffer, c[2].byteOffset, c[1] * n), c[0]);
          } else {
            c[2] = null;
          }
        columns.forEach((c, j) => {
          this.m.HEAPU32[(list >> 2) + j] = c[0];
          this.m.HEAPU32[(list >> 2) + columns.length + j] = c[1];
        });
        this.check(this.m['_' + name](keep.ptr, n, list, list + 4 * columns.length, columns.length, this.scratch), name);
        const kept = this.m.HEAPU32[this.scratch >> 2];
        for (const c of columns)
          if (c[2] !== null) new Uint8Array(c[2].buffer, c[2].byteOffset, c[1] * kept).set(this.m.HEAPU8.subarray(c[0], c[0] + c[1] * kept));
        for (const a of arrays) if (a instanceof Columns) a.setSize(kept);
        return kept;
      } finally {
        for (const p of temporary) this.m._free(p);
      }
    }

    /// Mask algebra into `out` (a new mask when omitted; it may be a or b), returned: the masks
    /// must have the same size. maskAndNot(a, b) is a & ~b: "entered the graze ring this frame".
    maskAnd(a, b, out) { return this.combine('hm_mask_and', a, b, out); }
    maskOr(a, b, out) { return this.combine('hm_mask_or', a, b, out); }
    maskXor(a, b, out) { return this.combine('hm_mask_xor', a, b, out); }
    maskAndNot(a, b, out) { return this.combine('hm_mask_and_not', a, b, out); }
    /// ~a: every bit of [0, a.size) flipped.
    maskNot(a, out) { return this.combine('hm_mask_not', a, null, out); }

    combine(name, a, b, out) {
      for (const [field, m] of [['a', a], ['b', b], ['out', out]])
        if (m != null && !(m instanceof Mask)) throw new Error('hitmask: ' + name + ': ' + field + ' must be a mask, got ' + m);
      const unary = name === 'hm_mask_not';
      if (!(a instanceof Mask) || (!unary && !(b instanceof Mask)))
        throw new Error('hitmask: ' + name + ': expected masks, got ' + a + (unary ? '' : ', ' + b));
      live(a);
      if (!unary) live(b);
      if (out != null) live(out);
      const result = out != null ? out : new Mask(this, a.size);
      try {
        this.check(unary ? this.m._hm_mask_not(a.ptr, a.size, result.ptr, result.size)
                             : this.m['_' + name](a.ptr, a.size, b.ptr, b.size, result.ptr, result.size), name);
      } catch (e) {
        if (out == null) result.free();
        throw e;
      }
      return result;
    }
  }

  /// Float columns in the module's memory. The views are made anew when the memory grows
  /// (which detaches the old ones), so read them through the getters, not a saved reference.
  class Columns {
    constructor(api, kind, size, pointers) {
      if (!(kind in VIEWS)) throw new Error('hitmask: ' + kind + ' is not a view kind (' + Object.keys(VIEWS).join(', ') + ')');
      wholeSize(size);
      const [code, names] = VIEWS[kind];
      if (pointers && (pointers.length !== names.length || pointers.some((p) => !Number.isInteger(p) || p % 4 !== 0)))
        throw new Error('hitmask: ' + kind + ' wants ' + names.length + ' 4-byte aligned addresses (' + names.join(', ') +
                        '), got [' + pointers.join(', ') + ']');
      const m = api.m;
      this.api = api;
      this.kind = kind;
      this.capacity = size;
      this.names = names;
      this.ptr = api.alloc(VIEW_BYTES);
      if (pointers) {
        this.data = 0; // not ours
        this.cols = pointers.slice();
      } else {
        // one block; malloc aligns to 8 bytes and each column starts a multiple of 16 after it
        const stride = (size + 3) & ~3;
        this.data = api.alloc(Math.max(16, 4 * stride * names.length));
        this.cols = names.map((_, i) => this.data + 4 * stride * i);
      }
      m.HEAPU32[this.ptr >> 2] = code;
      for (let i = 0; i < 6; ++i) m.HEAPU32[(this.ptr >> 2) + 1 + i] = i < names.length ? this.cols[i] : 0;
      m.HEAPU32[(this.ptr >> 2) + 7] = size;
      this.cache = null;
      for (const [i, name] of names.entries())
        Object.defineProperty(this, name, { get: COLUMN_GETTERS[i] });
    }
    /// How many elements the queries see (the C view's size).
    get size() { return this.ptr ? this.api.m.HEAPU32[(this.ptr >> 2) + 7] : 0; }
    /// Queries see the first n elements: a game's live bullets, up to the capacity allocated.
    setSize(n) {
      wholeSize(n);
      if (n > this.capacity) throw new Error('hitmask: setSize: ' + n + ' is more than the capacity ' + this.capacity);
      live(this);
      this.api.m.HEAPU32[(this.ptr >> 2) + 7] = n;
      this.cache = null;
    }
    /// Column i as a Float32Array view of the module's memory (size elements).
    column(i) {
      if (!this.ptr) live(this);
      const buffer = this.api.m.HEAPF32.buffer;
      if (this.cache === null || this.cache.buffer !== buffer)
        this.cache = { buffer, views: this.cols.map((p) => new Float32Array(buffer, p, this.size)) };
      return this.cache.views[i];
    }
    free() {
      if (this.data) this.api.m._free(this.data);
      if (this.ptr) this.api.m._free(this.ptr);
      this.data = this.ptr = 0;
    }
  }

  /// Result bits: bit i is element i. words: Uint32Array; bytes: Uint8Array (same memory).
  class Mask {
    constructor(api, size) {
      wholeSize(size);
      this.api = api;
      this.capacity = size;
      this.size = size;
      this.wordCount = Math.ceil(size / 64); // the C API's 64-bit words
      this.ptr = api.alloc(Math.max(8, 8 * this.wordCount));
      api.m.HEAPU8.fill(0, this.ptr, this.ptr + 8 * this.wordCount); // a new mask is empty, not malloc's leftovers
    }
    /// The mask holds its first n bits (n <= capacity, the bits allocated): a game's masks made
    /// once at its bullets' capacity, then sized to the live bullets each frame, since a frame's
    /// hm.mask() and free() are two calls into the module, each paid cold (the Phaser scene:
    /// docs/webassembly.md). The words past the new size keep their bits, unseen: a query writes
    /// wordCount words (clearing the bits past size in the last), count() and indices() read size.
    setSize(n) {
      wholeSize(n);
      if (n > this.capacity) throw new Error('hitmask: setSize: ' + n + ' is more than the capacity ' + this.capacity);
      if (!this.ptr) live(this);
      this.size = n;
      this.wordCount = Math.ceil(n / 64);
    }
    get words() { if (!this.ptr) live(this); return new Uint32Array(this.api.m.HEAPU32.buffer, this.ptr, 2 * this.wordCount); }
    get bytes() { if (!this.ptr) live(this); return new Uint8Array(this.api.m.HEAPU8.buffer, this.ptr, 8 * this.wordCount); }
    get(i) { return (this.api.m.HEAPU32[(this.ptr >> 2) + (i >>> 5)] >>> (i & 31)) & 1; }
    /// The set bits among the first `size` (bits past it, which a caller writing `words` may
    /// have set, are not counted, as the C API ignores them).
    count() {
      const words = this.words, full = this.size >>> 5, rest = this.size & 31;
      const pop = (w) => {
        w = w - ((w >>> 1) & 0x55555555);
        w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
        return (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
      };
      let n = 0;
      for (let j = 0; j < full; ++j) n += pop(words[j]);
      if (rest !== 0) n += pop(words[full] & ((1 << rest) - 1));
      return n;
    }
    /// The indices of the set bits, increasing, as a Uint32Array of count() entries (the C API's
    /// hm_mask_indices: a SIMD128 kernel), what a game loop walks instead of the bits.
    /// One call into the module (count() runs in JavaScript; the output is the API's kept block).
    indices() {
      live(this);
      const api = this.api, m = api.m, capacity = this.count();
      const out = api.outputs(Math.max(4, 4 * capacity));
      api.check(m._hm_mask_indices(this.ptr, this.size, out, capacity, api.scratch), 'indices');
      return new Uint32Array(m.HEAPU32.buffer, out, m.HEAPU32[api.scratch >> 2]).slice();
    }
    free() {
      if (this.ptr) this.api.m._free(this.ptr);
      this.ptr = 0;
    }
  }

  class Shape {
    constructor(api, ptr) {
      this.api = api;
      this.ptr = ptr;
    }
    free() {
      if (this.ptr) this.api.m._hmw_shape_free(this.ptr);
      this.ptr = 0;
    }
  }

  /// A ray (hm_ray or hm_ray3) in the module's memory, as the factory stored it: origin, unit
  /// direction and maxDistance read back as arrays of 2 or 3 numbers.
  class Ray {
    constructor(api, ptr, dimensions) {
      this.api = api;
      this.ptr = ptr;
      this.dimensions = dimensions;
    }
    /// The ray made again in place, as hm.ray(ox, oy, dx, dy, maxDistance) (or hm.ray3's seven
    /// numbers) would make it: a laser that follows the player each frame without a factory
    /// call and a free(), two calls into the module. The fields are computed here exactly as the
    /// C factory does (the arguments rounded to float, the direction normalised in double, as
    /// src/shapes/ray.cpp: JavaScript's numbers are those doubles, its sqrt and division
    /// correctly rounded too), so the stored floats are the factory's bit for bit (web/tests);
    /// arguments it would refuse go to the factory for its message, and throw with the ray unchanged.
    set(...args) {
      if (!this.ptr) live(this);
      const d = this.dimensions, f = Math.fround;
      if (args.length !== 2 * d + 1)
        throw new Error('hitmask: ray' + (d === 3 ? '3' : '') + '.set: takes ' + (2 * d + 1) + ' numbers, got ' + args.length);
      const v = args.map((a) => f(a));
      const reach = v[2 * d];
      let squared = 0, finite = reach >= 0; // NaN fails too; Infinity is an unbounded ray
      for (let i = 0; i < 2 * d; ++i) finite = finite && Number.isFinite(v[i]);
      for (let i = d; i < 2 * d; ++i) squared += v[i] * v[i]; // (x² + y²) + z², each square exact
      if (!finite || squared === 0) {
        const made = d === 3 ? this.api.ray3(...args) : this.api.ray(...args); // throws its message
        this.api.m.HEAPU8.copyWithin(this.ptr, made.ptr, made.ptr + 4 * (2 * d + 1)); // the factory's, should they differ
        made.free();
        return this;
      }
      const length = Math.abs(squared - 1) <= 2 ** -21 ? 1 : Math.sqrt(squared); // unit already: as given
      const heap = this.api.m.HEAPF32, at = this.ptr >> 2;
      for (let i = 0; i < d; ++i) heap[at + i] = v[i];
      for (let i = d; i < 2 * d; ++i) heap[at + i] = v[i] / length;
      heap[at + 2 * d] = reach;
      return this;
    }
    floats(first, count) {
      live(this);
      return Array.from(this.api.m.HEAPF32.subarray((this.ptr >> 2) + first, (this.ptr >> 2) + first + count));
    }
    get origin() { return this.floats(0, this.dimensions); }
    get direction() { return this.floats(this.dimensions, this.dimensions); }
    get maxDistance() { return this.floats(2 * this.dimensions, 1)[0]; }
    /// The point `distance` along the ray: where a cast's hit enters its element.
    pointAt(distance) {
      const direction = this.direction;
      return this.origin.map((o, i) => o + distance * direction[i]);
    }
    free() {
      if (this.ptr) this.api.m._free(this.ptr); // plain floats: nothing inside to release
      this.ptr = 0;
    }
  }

  /// Loads the module. factory: the createHitmaskModule function of hitmask_web.js (found on
  /// the page, or pass require('./hitmask_web.js') in Node.js). options (optional) go to the
  /// factory: the Emscripten module's wasmBinary (the .wasm's bytes) or locateFile(path).
  async function load(factory, options) {
    factory = factory || root.createHitmaskModule;
    options = Object.assign({}, options);
    if (!options.wasmBinary && typeof process === 'object' && process.versions && process.versions.node) {
      // Emscripten 3.1.6 fetch()es the .wasm when fetch exists, which Node.js 18+ has and which
      // cannot read a file: hand it the bytes instead
      const path = require('path');
      options.wasmBinary = require('fs').readFileSync(path.join(__dirname, 'hitmask_web.wasm'));
    }
    return new Api(await factory(options));
  }

  const Hitmask = { load, Api, Columns, Mask, Shape, Ray, NO_SHAPE };
  if (typeof module === 'object' && module.exports) module.exports = Hitmask;
  else root.Hitmask = Hitmask;
})(typeof globalThis !== 'undefined' ? globalThis : this);
