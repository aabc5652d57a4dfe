// The JavaScript API's cost per call (issue 49), run by the page callcost.html in Chromium
// (scripts/bench-web-callcost.sh) and by Node.js (node callcost.js, from the built web folder):
// at N = 8 to 65,536 elements, warm, three calls a game makes every frame, each timed three ways
// in one run, interleaved:
//   hitmask  the JavaScript API (hitmask.js) as a game calls it, into a mask made once
//   export   the module's C export the API ends in, called straight (what the wasm call and the
//            C API cost without the API's JavaScript around them)
//   plain    the plain JavaScript loop a game writes over the same Float32Arrays, one byte per
//            element out (the form web/bench.js's "js loop" found the faster)
// The calls: test (points against a circle), testHitGraze (points against the hitbox and the
// graze ring, two masks) and raycastClosest (a ray against N discs, the first one it meets).
// Coordinates and radii are whole numbers, so each squared distance is exact in float and double
// and the plain loop's answers must equal hitmask's on every element (or the run fails); only
// the distance of the cast differs, float against double.
// Each figure is the median of SAMPLES batches of calls, each batch long enough (about BATCH_MS)
// for performance.now()'s steps (5 us cross-origin isolated in Chromium, 100 us otherwise) to
// vanish, taken in ROUNDS passes over every row; the three ways take turns within every sample,
// in an order that alternates. The machine may be busy: only figures of one run are compared.
(function (root) {
  'use strict';

  const SIZES = [8, 16, 64, 256, 1024, 4096, 16384, 65536];
  const SAMPLES = 35;
  const ROUNDS = 5; // SAMPLES / ROUNDS samples of each row per pass
  const BATCH_MS = 2;
  const WARM_MS = 50;
  const W = 1280, H = 960; // the page's arena
  const CX = 640, CY = 480, R = 100; // the circle of `test`
  const HIT_R = 40, GRAZE_R = 120; // testHitGraze's radii, around (CX, CY)
  const RAY = { ox: 640, oy: 950, dx: 0, dy: -1, max: 1000 }; // a laser straight up the arena

  function now() { return (typeof performance === 'object' ? performance : require('perf_hooks').performance).now(); }

  /// Whole numbers in [0, k): the same on every platform (an LCG; its upper bits).
  function generator(seed) {
    let state = seed >>> 0;
    return (k) => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return Math.floor((state / 4294967296) * k);
    };
  }

  /// The calls at one size: for each, the three ways as functions of a batch count, and a check
  /// that hitmask's answers equal the plain loop's.
  function cases(hm, n) {
    const next = generator(0x9e3779b9 ^ n);
    const points = hm.points(n), discs = hm.circles(n);
    {
      const x = points.x, y = points.y;
      for (let i = 0; i < n; ++i) { x[i] = next(W); y[i] = next(H); }
      const dx = discs.x, dy = discs.y, dr = discs.r;
      for (let i = 0; i < n; ++i) { dx[i] = next(W); dy[i] = next(H); dr[i] = 4 + next(20); }
    }
    const m = hm.m;
    const circle = hm.circle(CX, CY, R), ray = hm.ray(RAY.ox, RAY.oy, RAY.dx, RAY.dy, RAY.max);
    const mask = hm.mask(n), hit = hm.mask(n), graze = hm.mask(n);
    const bytes = new Uint8Array(n), hitBytes = new Uint8Array(n), grazeBytes = new Uint8Array(n);
    let sink = 0; // what the casts return, so that no engine drops them

    // the plain loops a game writes over its own Float32Arrays: the columns are read through the
    // getters once a batch, since hitmask's getters are no part of a game's own loop (and the
    // arrays of an earlier size are detached when a later one grows the memory)
    const plainTest = (x, y, count, out) => {
      for (let i = 0; i < count; ++i) {
        const dx = x[i] - CX, dy = y[i] - CY;
        out[i] = (dx * dx + dy * dy <= R * R) | 0;
      }
    };
    const plainHitGraze = (x, y, count, hitOut, grazeOut) => {
      const h2 = HIT_R * HIT_R, g2 = GRAZE_R * GRAZE_R;
      for (let i = 0; i < count; ++i) {
        const dx = x[i] - CX, dy = y[i] - CY, d2 = dx * dx + dy * dy;
        hitOut[i] = (d2 <= h2) | 0;
        grazeOut[i] = ((d2 <= g2) & (d2 > h2)) | 0;
      }
    };
    // the ray against each disc (the closest-point form, as hitmask's reference): the least entry
    // distance, the lowest index on ties
    const plainClosest = (x, y, r, count) => {
      const ux = RAY.dx, uy = RAY.dy; // already unit
      let index = -1, distance = Infinity;
      for (let i = 0; i < count; ++i) {
        const fx = x[i] - RAY.ox, fy = y[i] - RAY.oy, rr = r[i] * r[i], c2 = fx * fx + fy * fy;
        let t;
        if (c2 <= rr) {
          t = 0;
        } else {
          const b = fx * ux + fy * uy, px = fx - b * ux, py = fy - b * uy, h2 = rr - (px * px + py * py);
          if (!(b >= 0 && h2 >= 0)) continue;
          t = b - Math.sqrt(h2);
        }
        if (t <= RAY.max && t < distance) { index = i; distance = t; }
      }
      return { index, distance };
    };

    const list = [
      {
        call: 'test',
        what: 'points x circle',
        hitmask: (k) => { for (let j = 0; j < k; ++j) hm.test(points, circle, mask); },
        export: (k) => {
          const v = points.ptr, s = circle.ptr, out = mask.ptr, words = mask.wordCount;
          for (let j = 0; j < k; ++j) m._hm_view_test(v, s, out, words);
        },
        plain: (k) => { const x = points.x, y = points.y; for (let j = 0; j < k; ++j) plainTest(x, y, n, bytes); },
        agree() {
          hm.test(points, circle, mask);
          plainTest(points.x, points.y, n, bytes);
          return sameBits(mask, bytes);
        },
      },
      {
        call: 'testHitGraze',
        what: 'points x hitbox and graze ring',
        hitmask: (k) => { for (let j = 0; j < k; ++j) hm.testHitGraze(points, CX, CY, HIT_R, GRAZE_R, hit, graze); },
        export: (k) => {
          const v = points.ptr, h = hit.ptr, g = graze.ptr, words = hit.wordCount;
          for (let j = 0; j < k; ++j) m._hmw_test_hit_graze(v, CX, CY, HIT_R, GRAZE_R, h, g, words);
        },
        plain: (k) => {
          const x = points.x, y = points.y;
          for (let j = 0; j < k; ++j) plainHitGraze(x, y, n, hitBytes, grazeBytes);
        },
        agree() {
          hm.testHitGraze(points, CX, CY, HIT_R, GRAZE_R, hit, graze);
          plainHitGraze(points.x, points.y, n, hitBytes, grazeBytes);
          return sameBits(hit, hitBytes) && sameBits(graze, grazeBytes);
        },
      },
      {
        call: 'raycastClosest',
        what: 'a ray x N discs',
        hitmask: (k) => { for (let j = 0; j < k; ++j) sink += hm.raycastClosest(discs, ray).index; },
        export: (k) => {
          const v = discs.ptr, r = ray.ptr, at = hm.scratch;
          for (let j = 0; j < k; ++j) { m._hm_raycast_closest(v, r, at, at + 4); sink += m.HEAPU32[at >> 2]; }
        },
        plain: (k) => {
          const x = discs.x, y = discs.y, r = discs.r;
          for (let j = 0; j < k; ++j) sink += plainClosest(x, y, r, n).index;
        },
        agree() {
          const a = hm.raycastClosest(discs, ray), b = plainClosest(discs.x, discs.y, discs.r, n);
          return a.index === b.index && (a.index < 0 || Math.abs(a.distance - b.distance) <= 1e-3 * Math.max(1, b.distance));
        },
      },
    ];
    const free = () => { for (const o of [points, discs, circle, ray, mask, hit, graze]) o.free(); return sink; };
    return { list, free };
  }

  /// Whether bit i of the mask is bytes[i] for every element.
  function sameBits(mask, bytes) {
    const words = mask.words;
    for (let i = 0; i < bytes.length; ++i)
      if (((words[i >>> 5] >>> (i & 31)) & 1) !== bytes[i]) return false;
    return true;
  }

  /// How many calls of fn make a batch of about BATCH_MS (at least one), after WARM_MS of calls
  /// (the engine compiles a function only once it has run a while: each size's functions are
  /// new). Each try is the fastest of three runs, so that a pause (a collection, a compile) in one
  /// of them cannot make the batch too short for the timer.
  function batchSize(fn) {
    for (const t0 = now(); now() - t0 < WARM_MS;) fn(16);
    for (let k = 1; ; k *= 2) {
      let t = Infinity;
      for (let r = 0; r < 3; ++r) {
        const t0 = now();
        fn(k);
        t = Math.min(t, now() - t0);
      }
      if (t >= BATCH_MS || k >= 1 << 24) return t > 0 ? Math.max(1, Math.round(k * BATCH_MS / t)) : k;
      if (t < BATCH_MS / 16) k *= 4; // far below: faster
    }
  }

  /// The step of performance.now(): 5 us in a cross-origin isolated page of Chromium, 100 us in
  /// any other (what BATCH_MS must stay well above).
  function timerStep() {
    let step = Infinity;
    for (let k = 0; k < 20; ++k) {
      const a = now();
      let b = a;
      while (b === a) b = now();
      step = Math.min(step, b - a);
    }
    return step;
  }

  function median(values) {
    const s = values.slice().sort((a, b) => a - b);
    return s[s.length >> 1];
  }

  const WAYS = ['hitmask', 'export', 'plain'];

  /// Every call at every size: {rows: [{call, what, n, hitmask, export, plain}] in microseconds
  /// per call (medians), emptyCall: the cost of an empty call into the module}. Every size's
  /// elements are made and every function warmed and its batch sized first; then ROUNDS passes
  /// over all the rows take SAMPLES / ROUNDS samples of each, so that a burst of another process's
  /// work lands in a few samples of many rows rather than in all of one row's.
  function run(hm) {
    const made = SIZES.map((n) => ({ n, ...cases(hm, n) }));
    const rows = [];
    for (const { n, list } of made)
      for (const c of list) {
        if (!c.agree()) throw new Error('hitmask callcost: ' + c.call + ' at N = ' + n + ': hitmask and the plain loop disagree');
        rows.push({ c, n, batches: WAYS.map((way) => batchSize(c[way])), samples: WAYS.map(() => []) });
      }
    for (let round = 0; round < ROUNDS; ++round)
      for (const r of rows)
        for (let s = 0; s < SAMPLES / ROUNDS; ++s)
          for (let w = 0; w < WAYS.length; ++w) {
            const way = s % 2 === 0 ? w : WAYS.length - 1 - w; // turns: forwards, then backwards
            const t0 = now();
            r.c[WAYS[way]](r.batches[way]);
            r.samples[way].push((now() - t0) * 1000 / r.batches[way]);
          }
    for (const { free } of made) free();
    // the floor of any call into the module: an export that does nothing but answer
    const empty = (k) => { for (let j = 0; j < k; ++j) hm.m._hm_active_isa(); };
    const k = batchSize(empty), samples = [];
    for (let s = 0; s < SAMPLES; ++s) {
      const t0 = now();
      empty(k);
      samples.push((now() - t0) * 1000 / k);
    }
    return {
      rows: rows.map((r) => Object.assign({ call: r.c.call, what: r.c.what, n: r.n },
                                          ...WAYS.map((way, w) => ({ [way]: median(r.samples[w]) })))),
      emptyCall: median(samples),
    };
  }

  function line(r) {
    return 'callcost ' + r.call + ' N=' + r.n + ': hitmask ' + r.hitmask.toFixed(3) + ' us, export ' + r.export.toFixed(3) +
      ' us, plain ' + r.plain.toFixed(3) + ' us (plain / hitmask ' + (r.plain / r.hitmask).toFixed(2) + 'x)';
  }

  /// The fixed cost per call: the time at the smallest N, and the intercept of the least-squares
  /// line through N = 64 to 4,096, whole blocks of 64 in the caches, where the time grows in
  /// proportion (below 64 the kernels first copy the elements into a padded block).
  function fixedCost(rows, call, way) {
    const own = rows.filter((r) => r.call === call);
    const small = own.filter((r) => r.n >= 64 && r.n <= 4096);
    const mx = small.reduce((a, r) => a + r.n, 0) / small.length, my = small.reduce((a, r) => a + r[way], 0) / small.length;
    const slope = small.reduce((a, r) => a + (r.n - mx) * (r[way] - my), 0) / small.reduce((a, r) => a + (r.n - mx) ** 2, 0);
    return { smallest: own[0][way], intercept: my - slope * mx };
  }

  /// The lines the runner prints: one per row, then a Markdown table (docs/speed.md) and the
  /// fixed costs.
  function format(result, where) {
    const { rows, emptyCall } = result;
    const lines = ['callcost: ' + where + ', warm, median of ' + SAMPLES + ' batches of about ' + BATCH_MS +
                   ' ms each in ' + ROUNDS + ' rounds, us per call'];
    for (const r of rows) lines.push(line(r));
    lines.push('');
    lines.push('| call | way | ' + SIZES.map((n) => 'N=' + n).join(' | ') + ' |');
    lines.push('|---|---|' + SIZES.map(() => '---:').join('|') + '|');
    for (const call of [...new Set(rows.map((r) => r.call))]) {
      const own = rows.filter((r) => r.call === call);
      const cells = (f) => own.map(f).join(' | ');
      lines.push('| `' + call + '` (' + own[0].what + ') | hitmask, µs | ' + cells((r) => r.hitmask.toFixed(3)) + ' |');
      lines.push('| | the export alone, µs | ' + cells((r) => r.export.toFixed(3)) + ' |');
      lines.push('| | plain JS, µs | ' + cells((r) => r.plain.toFixed(3)) + ' |');
      lines.push('| | plain / hitmask | ' + cells((r) => (r.plain / r.hitmask).toFixed(2) + 'x') + ' |');
    }
    lines.push('');
    lines.push('callcost empty call into the module (hm_active_isa): ' + emptyCall.toFixed(3) + ' us');
    for (const call of [...new Set(rows.map((r) => r.call))]) {
      const f = fixedCost(rows, call, 'hitmask'), e = fixedCost(rows, call, 'export');
      lines.push('callcost fixed ' + call + ': hitmask ' + f.smallest.toFixed(3) + ' us at N=' + SIZES[0] + ' (intercept ' +
                 f.intercept.toFixed(3) + ' us), the export alone ' + e.smallest.toFixed(3) + ' us (intercept ' +
                 e.intercept.toFixed(3) + ' us)');
    }
    return lines;
  }

  const api = { run, format, timerStep, SIZES };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else root.HitmaskCallcost = api;

  if (typeof require === 'function' && typeof module === 'object' && require.main === module) {
    (async () => {
      const Hitmask = require('./hitmask.js');
      const hm = await Hitmask.load(require('./hitmask_web.js'));
      for (const l of format(run(hm), 'Node.js ' + process.version + ', ' + hm.isa())) console.log(l);
    })().catch((e) => { console.error(e.message); process.exit(1); });
  }
})(typeof globalThis !== 'undefined' ? globalThis : this);
