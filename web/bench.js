// The WebAssembly comparison, run by Node.js (node bench.js [--json FILE] [--native FILE]) and
// by the page (?bench=1): 100,000 points against a circle, a sector and a convex octagon, as
// bench/hitmask_bench.cpp's rows of the same names (points uniform in 1000 x 1000, the same
// shapes), timed four ways in one run:
//   simd128    hitmask's kernels through the JavaScript API (hitmask.js)
//   reference  hitmask's scalar reference, compiled to the same module
//   js loop    the plain JavaScript loop a browser engine writes over Float32Arrays, one byte
//              per bullet out (computed in double, as JavaScript does)
//   native     (Node.js only, --native) the native build's Google Benchmark figures of the
//              same rows, from hitmask_bench --benchmark_format=json
// Each figure is the median of 15 samples of a batch of calls lasting about 4 ms. The SIMD
// masks must equal the reference's, bit for bit, or the run fails.
(function (root) {
  'use strict';

  const N = 100000;

  /// PCG32 floats in [0, 1000): any platform gives the same points.
  function points(hm, n) {
    const v = hm.points(n);
    let state = 0x853c49e6748fea9bn;
    const next = () => {
      const old = state;
      state = (old * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
      const xorshifted = Number((((old >> 18n) ^ old) >> 27n) & 0xffffffffn);
      const rot = Number(old >> 59n);
      return ((xorshifted >>> rot) | (xorshifted << ((32 - rot) & 31))) >>> 0;
    };
    const x = v.x, y = v.y;
    for (let i = 0; i < n; ++i) {
      x[i] = Math.fround((next() >>> 8) * 2 ** -24 * 1000);
      y[i] = Math.fround((next() >>> 8) * 2 ** -24 * 1000);
    }
    return v;
  }

  /// The shapes of bench/hitmask_bench.cpp, each with the plain loop a JS engine would write.
  function cases(hm) {
    const o = 500, fov = Math.PI / 2, octagon = [];
    for (let i = 0; i < 8; ++i) {
      const a = 6.2831853 * i / 8;
      octagon.push(o + 300 * Math.cos(a), o + 300 * Math.sin(a));
    }
    const d = Math.SQRT1_2, cos2 = Math.cos(fov / 2) ** 2;
    return [
      {
        name: 'circle', shape: hm.circle(o, o, 320),
        loop(x, y, n, out) {
          for (let i = 0; i < n; ++i) {
            const dx = x[i] - o, dy = y[i] - o;
            out[i] = (dx * dx + dy * dy <= 320 * 320) | 0; // branch-free: twice as fast on random bullets
          }
        },
      },
      {
        name: 'sector_facing', shape: hm.sectorFacing(o, o, 1, 1, fov, 600),
        loop(x, y, n, out) {
          for (let i = 0; i < n; ++i) {
            const dx = x[i] - o, dy = y[i] - o, d2 = dx * dx + dy * dy, dot = dx * d + dy * d;
            out[i] = ((d2 <= 600 * 600) & (dot >= 0) & (dot * dot >= cos2 * d2)) | 0;
          }
        },
      },
      {
        name: 'convex_polygon_8', shape: hm.convexPolygon(octagon),
        loop(x, y, n, out) {
          for (let i = 0; i < n; ++i) {
            let inside = 1;
            for (let j = 0, k = 14; j < 16; k = j, j += 2) {
              const ex = octagon[j] - octagon[k], ey = octagon[j + 1] - octagon[k + 1];
              if (ex * (y[i] - octagon[k + 1]) - ey * (x[i] - octagon[k]) < 0) { inside = 0; break; }
            }
            out[i] = inside;
          }
        },
      },
    ];
  }

  function now() { return (typeof performance === 'object' ? performance : require('perf_hooks').performance).now(); }

  /// Median microseconds per call of fn: 15 samples of a batch sized to about 4 ms.
  function time(fn) {
    fn();
    let batch = 1;
    for (let t = 0; t < 4 && batch < 1e6; batch *= 2) {
      const t0 = now();
      for (let i = 0; i < batch; ++i) fn();
      t = now() - t0;
      if (t >= 4) break;
    }
    const samples = [];
    for (let s = 0; s < 15; ++s) {
      const t0 = now();
      for (let i = 0; i < batch; ++i) fn();
      samples.push((now() - t0) * 1000 / batch);
    }
    samples.sort((a, b) => a - b);
    return samples[7];
  }

  /// native: {name: microseconds} of the native build, or null.
  function run(hm, native) {
    const v = points(hm, N);
    const mask = hm.mask(N), ref = hm.mask(N), bytes = new Uint8Array(N);
    const rows = [];
    for (const c of cases(hm)) {
      hm.test(v, c.shape, mask);
      hm.referenceTest(v, c.shape, ref);
      const a = mask.words, b = ref.words;
      for (let i = 0; i < a.length; ++i)
        if (a[i] !== b[i]) throw new Error('hitmask bench: ' + c.name + ': simd128 differs from the reference at word ' + i);
      const row = {
        name: c.name,
        simd128: time(() => hm.test(v, c.shape, mask)),
        reference: time(() => hm.referenceTest(v, c.shape, ref)),
        js: time(() => c.loop(v.x, v.y, N, bytes)),
        hits: mask.count(),
      };
      if (native && native[c.name]) Object.assign(row, native[c.name]);
      rows.push(row);
      c.shape.free();
    }
    v.free(); mask.free(); ref.free();
    return rows;
  }

  /// One line per row: the times and the ratios the README and the page report.
  function format(rows, isa) {
    const lines = ['100,000 points on ' + isa + ', median of 15 samples; (Nx): the peer takes N times simd128\'s time'];
    for (const r of rows) {
      let line = r.name.padEnd(17) + ' simd128 ' + r.simd128.toFixed(1) + ' us, reference ' + r.reference.toFixed(1) +
        ' us (' + (r.reference / r.simd128).toFixed(2) + 'x), js loop ' + r.js.toFixed(1) + ' us (' +
        (r.js / r.simd128).toFixed(2) + 'x)';
      if (r.native_sse4_2 !== undefined)
        line += ', native sse4_2 ' + r.native_sse4_2.toFixed(1) + ' us (wasm ' + (r.simd128 / r.native_sse4_2).toFixed(2) +
          'x its time), native ' + r.native_best_isa + ' ' + r.native_best.toFixed(1) + ' us';
      lines.push(line);
    }
    return lines;
  }

  const api = { run, format, N };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else root.HitmaskBench = api;

  if (typeof require === 'function' && typeof module === 'object' && require.main === module) {
    (async () => {
      // node web/bench.js [--native BENCH.json] [--json OUT.json]: an unknown flag or one without
      // its value stops with the usage, as hitmask_demo does
      const usage = 'usage: node web/bench.js [--native BENCH.json] [--json OUT.json]';
      const args = process.argv.slice(2), options = {};
      for (let i = 0; i < args.length; i += 2) {
        if (args[i] === '--help') { console.log(usage); return; }
        if (args[i] !== '--native' && args[i] !== '--json') throw new Error(`unknown flag '${args[i]}'\n${usage}`);
        if (i + 1 >= args.length) throw new Error(`${args[i]} needs a value\n${usage}`);
        options[args[i]] = args[i + 1];
      }
      const option = (flag) => options[flag] || null;
      let native = null;
      if (option('--native')) {
        // Google Benchmark JSON: rows "<shape>/<isa>/100000", real_time in ns
        native = {};
        const isas = ['avx512', 'avx2', 'sse4_2'];
        for (const b of JSON.parse(require('fs').readFileSync(option('--native'), 'utf8')).benchmarks) {
          const [name, isa, n] = (b.run_name || b.name).split('/');
          if (n !== String(N) || b.run_type === 'aggregate' && b.aggregate_name !== 'median') continue;
          const us = b.real_time / 1000, row = (native[name] = native[name] || {});
          if (isa === 'sse4_2') row.native_sse4_2 = us;
          if (isas.includes(isa) && (row.native_best === undefined || us < row.native_best)) {
            row.native_best = us;
            row.native_best_isa = isa;
          }
        }
      }
      const Hitmask = require('./hitmask.js');
      const hm = await Hitmask.load(require('./hitmask_web.js'));
      const rows = run(hm, native);
      for (const line of format(rows, 'Node.js ' + process.version)) console.log(line);
      if (option('--json')) require('fs').writeFileSync(option('--json'), JSON.stringify(rows, null, 1));
    })().catch((e) => { console.error(e.message); process.exit(1); });
  }
})(typeof globalThis !== 'undefined' ? globalThis : this);
