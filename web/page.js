// The page: the demo's frame (frame/frame.cpp, built into the page's module, hitmask_page: the
// API's exports and web/page_frame.cpp's) in a canvas, through the JavaScript API (hitmask.js). Every animation frame the bullets turn about the arena's centre
// (moved in place in the module's memory), then the frame's queries run, timed per form: the
// player's hitbox and graze ring (one pass), the wall, the rock, the two lasers' rays against
// the enemies' discs (each laser stops at the first enemy it meets, with a spark), both lasers
// cut there and each enemy's view cone. ?digest=1 prints the fixed frame's digest instead
// (hitmask_demo --digest); ?bench=1 also runs the speed comparison of bench.js.
(async function () {
  'use strict';
  const params = new URLSearchParams(location.search);
  const seed = Number(params.get('seed') || 1) >>> 0;
  const bulletCount = Math.min(Math.max(Number(params.get('bullets') || 20000) | 0, 1), 2000000);
  const status = document.getElementById('status');
  let hm;
  try {
    hm = await Hitmask.load();
  } catch (e) {
    status.textContent = 'could not load the module: ' + e.message;
    return;
  }
  status.textContent = 'ISA: ' + hm.isa() + ', ' + bulletCount + ' bullets, seed ' + seed;

  if (params.get('digest') === '1') {
    // the fixed, unanimated frame: the same digest as hitmask_demo --digest everywhere
    document.getElementById('digest').textContent = hm.m.UTF8ToString(hm.m._hmw_frame_digest(bulletCount, seed));
    document.getElementById('run-bench').hidden = true;
    document.title = 'hitmask digest';
    return;
  }

  // the frame, built by the module; its layout: see hmw_frame_new (web/page_frame.cpp)
  const m = hm.m;
  const frame = m._hmw_frame_new(bulletCount, seed);
  const n = m._hmw_frame_bullet_count(frame);
  let at = m._hmw_frame_layout(frame) >> 2;
  const take = (k) => { const v = Array.from(m.HEAPF32.subarray(at, at + k)); at += k; return v; };
  const [px, py, hitR, grazeR] = take(4);
  const wall = take(4);
  // Each laser's shape up to `reach` along its ray: the round one a capsule, the flat one a box.
  // The ends are computed in float (Math.fround) as make_frame computes them, so the shapes are
  // the frame's own.
  const f32 = Math.fround;
  const laserShapes = [
    ['laser, round ends (capsule)',
     (b, reach) => hm.capsule(b.ox, b.oy, f32(b.ox + f32(reach * b.ux)), f32(b.oy + f32(reach * b.uy)), b.halfWidth)],
    ['laser, flat ends (obb)', (b, reach) => {
      const half = f32(reach / 2);
      return hm.obb(f32(b.ox + f32(half * b.ux)), f32(b.oy + f32(half * b.uy)), half, b.halfWidth, b.angle);
    }],
  ];
  const beams = laserShapes.map(([name, shapeUpTo]) => {
    const [ox, oy, ux, uy, length, halfWidth, angle, index, distance] = take(9);
    // ux, uy is the frame's stored unit direction, which the factory keeps: the frame's own ray
    return { name, shapeUpTo, ox, oy, ux, uy, length, halfWidth, angle, ray: hm.ray(ox, oy, ux, uy, length),
             frameHit: { index, distance }, hit: null, reach: NaN, shape: null };
  });
  const sectors = [];
  for (let i = 0, count = take(1)[0]; i < count; ++i) {
    const [ax, ay, range, start, end, dx, dy, fov] = take(8);
    sectors.push({ ax, ay, range, start, end, shape: fov > 0 ? hm.sectorFacing(ax, ay, dx, dy, fov, range)
                                                              : hm.sectorBetween(ax, ay, start, end, range) });
  }
  const rock = take(2 * take(1)[0]);
  const enemyCount = take(1)[0], discs = take(3 * enemyCount); // x, y, r per enemy
  const enemies = hm.circles(enemyCount); // their bodies: what the lasers' rays are cast against
  for (let i = 0; i < enemyCount; ++i) [enemies.x[i], enemies.y[i], enemies.r[i]] = discs.slice(3 * i, 3 * i + 3);

  // the bullets' columns are the frame's own, in the module's memory: a view over them
  const view = hm.wrap('points', [m._hmw_frame_bullets_x(frame), m._hmw_frame_bullets_y(frame)], n);

  const shapes = [
    ['wall (aabb)', hm.aabb(...wall)],
    ['rock (polygon)', hm.polygon(rock, 'non_zero')],
  ];
  const hit = hm.mask(n), graze = hm.mask(n), any = new Uint32Array(hit.words.length), one = hm.mask(n);
  const player = { x: px, y: py };
  const state = (window.hitmaskPage = { player, frames: 0, times: null, beams: null }); // for the end-to-end test
  const keys = new Set();
  const canvas = document.getElementById('arena'), g = canvas.getContext('2d');
  canvas.addEventListener('mousemove', (e) => {
    const r = canvas.getBoundingClientRect();
    player.x = (e.clientX - r.left) * canvas.width / r.width;
    player.y = (e.clientY - r.top) * canvas.height / r.height;
  });
  addEventListener('keydown', (e) => keys.add(e.key.toLowerCase()));
  addEventListener('keyup', (e) => keys.delete(e.key.toLowerCase()));

  const times = new Map(); // form -> smoothed microseconds
  const timed = (name, fn) => {
    const t0 = performance.now();
    fn();
    const us = (performance.now() - t0) * 1000;
    times.set(name, times.has(name) ? 0.9 * times.get(name) + 0.1 * us : us);
  };
  const orUnion = (mask) => { const w = mask.words; for (let i = 0; i < w.length; ++i) any[i] |= w[i]; };
  // a laser's shape up to where its beam stops, made anew only when that changes
  const cut = (b) => {
    const reach = b.hit.index < 0 ? b.length : b.hit.distance;
    if (reach === b.reach) return;
    if (b.shape) b.shape.free();
    b.shape = b.shapeUpTo(b, reach);
    b.reach = reach;
  };

  function step() {
    // move: the player by keys, the bullets turning about the centre (faster further out)
    const speed = 6;
    if (keys.has('arrowleft') || keys.has('a')) player.x -= speed;
    if (keys.has('arrowright') || keys.has('d')) player.x += speed;
    if (keys.has('arrowup') || keys.has('w')) player.y -= speed;
    if (keys.has('arrowdown') || keys.has('s')) player.y += speed;
    const x = view.x, y = view.y, cx = 640, cy = 480, c = Math.cos(0.004), s = Math.sin(0.004);
    for (let i = 0; i < n; ++i) {
      const dx = x[i] - cx, dy = y[i] - cy;
      x[i] = cx + dx * c - dy * s;
      y[i] = cy + dx * s + dy * c;
    }
    // the frame's queries, each timed
    any.fill(0);
    timed('player hitbox + graze ring', () => hm.testHitGraze(view, player.x, player.y, hitR, grazeR, hit, graze));
    orUnion(hit);
    for (const [name, shape] of shapes) {
      timed(name, () => hm.test(view, shape, one));
      orUnion(one);
    }
    // the lasers: where each ray meets its first enemy, then the bullets the cut laser covers
    timed("lasers' first enemy (raycastClosest)", () => { for (const b of beams) b.hit = hm.raycastClosest(enemies, b.ray); });
    for (const b of beams) {
      cut(b);
      timed(b.name, () => hm.test(view, b.shape, one));
      orUnion(one);
    }
    timed('8 enemy view cones (sector)', () => { for (const sc of sectors) { hm.test(view, sc.shape, one); orUnion(one); } });
    draw();
    state.frames += 1;
    state.times = Object.fromEntries(times);
    state.beams = beams.map((b) => ({ hit: b.hit, frameHit: b.frameHit }));
    requestAnimationFrame(step);
  }

  function draw() {
    const x = view.x, y = view.y; // read anew: an allocation may have grown the memory
    g.fillStyle = '#181b26';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.strokeStyle = '#ffb020'; g.fillStyle = 'rgba(255,176,32,0.15)'; g.lineWidth = 1;
    g.fillRect(wall[0], wall[1], wall[2] - wall[0], wall[3] - wall[1]);
    g.beginPath(); for (let i = 0; i < rock.length; i += 2) g.lineTo(rock[i], rock[i + 1]); g.closePath(); g.fill(); g.stroke();
    const [round, flat] = beams; // drawn up to where they stop: the capsule with round caps, the obb
    g.save(); g.lineCap = 'round'; g.lineWidth = 2 * round.halfWidth; g.strokeStyle = 'rgba(255,176,32,0.25)';
    g.beginPath(); g.moveTo(round.ox, round.oy); g.lineTo(round.ox + round.reach * round.ux, round.oy + round.reach * round.uy);
    g.stroke(); g.restore();
    g.save(); g.translate(flat.ox, flat.oy); g.rotate(flat.angle); g.fillRect(0, -flat.halfWidth, flat.reach, 2 * flat.halfWidth); g.restore();
    g.fillStyle = 'rgba(120,160,255,0.08)'; g.strokeStyle = 'rgba(120,160,255,0.4)';
    for (const sc of sectors) {
      g.beginPath(); g.moveTo(sc.ax, sc.ay); g.arc(sc.ax, sc.ay, Math.min(sc.range, 2000), sc.start, sc.end); g.closePath(); g.fill(); g.stroke();
    }
    // bullets: grey, red when hit by anything, cyan when grazing
    const a = any, gw = graze.words;
    for (const [colour, pick] of [['#9aa0b4', 0], ['#28e0ff', 1], ['#ff3040', 2]]) {
      g.fillStyle = colour;
      for (let i = 0; i < x.length; ++i) {
        const bit = 1 << (i & 31), w = i >>> 5;
        const kind = a[w] & bit ? 2 : gw[w] & bit ? 1 : 0;
        if (kind === pick) g.fillRect(x[i] - 1.5, y[i] - 1.5, 3, 3);
      }
    }
    // the enemies' bodies, and a spark where each laser meets the first of them
    g.fillStyle = '#803010'; g.strokeStyle = '#ff8020'; g.lineWidth = 3;
    for (let i = 0; i < enemies.size; ++i) { g.beginPath(); g.arc(enemies.x[i], enemies.y[i], enemies.r[i], 0, 2 * Math.PI); g.fill(); g.stroke(); }
    for (const b of beams) if (b.hit.index >= 0) spark(...b.ray.pointAt(b.hit.distance));
    g.strokeStyle = '#fff'; g.lineWidth = 1;
    for (const r of [hitR, grazeR]) { g.beginPath(); g.arc(player.x, player.y, r, 0, 2 * Math.PI); g.stroke(); }
    const rows = [['form', 'µs per frame']].concat([...times].map(([k, v]) => [k, v.toFixed(1)]));
    document.getElementById('times').innerHTML = rows.map((r, i) =>
      '<tr>' + r.map((c, j) => (i ? '<td' + (j ? ' class="num"' : '') + '>' : '<th>') + c).join('') + '</tr>').join('');
  }

  /// A flickering star of short strokes over a bright disc.
  function spark(x, y) {
    g.save(); g.strokeStyle = '#fff6a0'; g.lineWidth = 2;
    for (let k = 0; k < 8; ++k) {
      const a = k * Math.PI / 4 + state.frames * 0.3, r = k % 2 ? 10 : 15 + 4 * Math.random();
      g.beginPath(); g.moveTo(x + 4 * Math.cos(a), y + 4 * Math.sin(a)); g.lineTo(x + r * Math.cos(a), y + r * Math.sin(a)); g.stroke();
    }
    g.fillStyle = '#fff6a0'; g.strokeStyle = '#ffb020';
    g.beginPath(); g.arc(x, y, 6, 0, 2 * Math.PI); g.fill(); g.stroke(); g.restore();
  }

  requestAnimationFrame(step);
  const runBench = () => {
    const lines = HitmaskBench.format(HitmaskBench.run(hm, null), navigator.userAgent.match(/(Chrom|Firefox|Safari)\S+/)?.[0] || 'this browser');
    document.getElementById('bench').textContent = lines.join('\n');
  };
  document.getElementById('run-bench').addEventListener('click', () => {
    document.getElementById('bench').textContent = 'running…';
    setTimeout(runBench, 50); // let the page paint first
  });
  // after a few frames are drawn, so the screenshot shows the animation too
  if (params.get('bench') === '1') setTimeout(runBench, 500);
})();
