// A bullet-hell scene in Phaser 3 whose collisions run two ways side by side: Phaser's Arcade
// Physics (every bullet an image with a circle body in a physics group, world.overlap with
// callbacks for the player's hitbox and graze ring, the laser's target from
// Phaser.Geom.Intersects) and hitmask's npm package over structure-of-arrays columns the scene
// keeps (testHitGraze, raycastClosest, test against the screen's box, compact).
//
// URL flags (index.html?flag=value&...):
//   mode=hitmask   the game's collisions by hitmask alone (default; no Arcade bodies at all)
//   mode=arcade    the game's hits, grazes and laser by Arcade Physics (the bullets that left the
//                  screen found by a plain loop)
//   mode=check     both every frame; hitmask's answers drive the game, Arcade's must equal them
//   bench          mode=check, and a third way timed beside them: the plain JavaScript loop over
//                  the Float32Arrays; 600 frames unless frames= says otherwise; nothing drawn
//                  but the last frame
//   bullets=N      patterns scaled to about N bullets on the screen (100 to 200000; default:
//                  the scene as designed, about 5,600)
//   frames=N       run N frames at once, stepped by the page (not the clock) with a scripted
//                  player, then print the totals (the headless check: drive.cjs); without it the
//                  scene plays on the clock: arrows move, shift slows
//   seed=S         the seed of the rings' turns (default 7)
//   tree=on|off    Arcade's world.useTree (default on, as Phaser's)
//   isa=simd128|scalar   hitmask's kernels (default: the best, simd128)
//
// Why the two ways agree exactly. Arcade decides that two circle bodies overlap when
// Math.sqrt(dx * dx + dy * dy) <= halfWidth1 + halfWidth2 (World#intersects), in doubles, where
// dx and dy are the differences of the bodies' centres: position + halfWidth, position being the
// image's x - displayOriginX + offset. (For an overlap test, World#separateCircle then finds an
// overlap of exactly 0 for bodies that just touch, and SeparateX / SeparateY still report them
// through the EPSILON they add: touching counts, as in hitmask.) halfWidth is Math.floor of the
// body's width / 2, so every radius here is a whole number, and every image's texture is exactly
// 2r wide, so that a body's centre is its image's x, y exactly. Every position is a whole pixel:
// each bullet moves in doubles (fx, fy) and is tested, and drawn, at its rounded position, as
// the player and the enemies are. Then dx and dy are whole numbers below 1,024, and d² = dx² + dy²
// is the same whole number (below 2^21) in hitmask's float32 and in Arcade's doubles, as is
// (R + r)². A correctly rounded sqrt(d²) <= R + r holds exactly when d² <= (R + r)² does (the
// nearest miss, sqrt((R + r)² + 1), is more than 0.015 above R + r, far beyond a double's
// rounding), and d² <= (R + r)² is hitmask's rule for a round bullet. The laser: hitmask casts the
// vertical ray against the enemies' discs (raycastClosest); Arcade has no ray cast, so its way
// asks Phaser.Geom.Intersects.LineToCircle which discs the segment meets and GetLineToCircle where
// it enters each (0 when it starts inside, Circle.Contains), and keeps the nearest, the lowest
// index on ties as hitmask does. With whole-pixel centres, the segment meets a disc in both ways
// (tangency included) or in neither.
import * as Phaser from 'phaser';
import { load } from 'hitmask';

const W = 800, H = 600;
const HIT_R = 3, GRAZE_R = 24;       // the player's hitbox and graze ring (plus each bullet's radius)
const MARGIN = 32;                   // bullets this far past the screen are removed
const ENEMIES = 4, ENEMY_R = 18;
const STEADY = 5600;                 // about as many bullets as the scene holds once full, as designed
const DT = 1000 / 60;                // the stepped frames' delta (ms)
const COLOURS = [0xff8c32, 0xd966ff, 0xffe64d, 0x6699ff], GRAZED = 0x4dffff;
const USAGE = 'flags: mode=hitmask|arcade|check, bench, bullets=N (100 to 200000), frames=N, seed=S, tree=on|off, ' +
  'isa=simd128|scalar';

class FlagError extends Error {}
function parseFlags(search) {
  const opt = { mode: 'hitmask', bench: false, bullets: null, frames: null, seed: 7, tree: true, isa: null };
  const refuse = (message) => { throw new FlagError(message); };
  const whole = (name, v) => {
    if (!/^-?\d+$/.test(v)) refuse(`${name} wants a whole number, got '${v}'`);
    return Number(v);
  };
  let modeGiven = false;
  for (const [name, v] of new URLSearchParams(search)) {
    if (name === 'mode') {
      if (!['hitmask', 'arcade', 'check'].includes(v)) refuse(`mode wants hitmask, arcade or check, got '${v}'`);
      opt.mode = v;
      modeGiven = true;
    } else if (name === 'bench') {
      if (v !== '' && v !== '1') refuse(`bench takes no value, got '${v}'`);
      opt.bench = true;
    } else if (name === 'bullets' || name === 'frames' || name === 'seed') {
      opt[name] = whole(name, v);
    } else if (name === 'tree') {
      if (v !== 'on' && v !== 'off') refuse(`tree wants on or off, got '${v}'`);
      opt.tree = v === 'on';
    } else if (name === 'isa') {
      if (v !== 'simd128' && v !== 'scalar') refuse(`isa wants simd128 or scalar, got '${v}'`);
      opt.isa = v;
    } else {
      refuse(`unknown flag '${name}'`);
    }
  }
  if (opt.bench) {
    if (modeGiven && opt.mode !== 'check') refuse(`bench runs mode=check, got mode=${opt.mode}`);
    opt.mode = 'check';
    if (opt.frames === null) opt.frames = 600;
  }
  if (opt.bullets !== null && !(opt.bullets >= 100 && opt.bullets <= 200000))
    refuse(`bullets wants a count from 100 to 200000, got ${opt.bullets}`);
  if (opt.frames !== null && opt.frames < 1) refuse(`frames wants at least 1, got ${opt.frames}`);
  return opt;
}

/** mulberry32: the rings' random turns from the seed, the same on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const median = (v) => {
  const s = Float64Array.from(v).sort();
  return s.length === 0 ? NaN : s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sameList = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
/** The indices of the set bits in words[0, count), increasing. */
function setBits(words, count) {
  const out = [];
  for (let w = 0; w < count; ++w)
    for (let bits = words[w]; bits !== 0; bits &= bits - 1) out.push(32 * w + 31 - Math.clz32(bits & -bits));
  return out;
}

/** The smallest step performance.now() makes (the browser coarsens it: 5 µs when the page is
 *  cross-origin isolated, 100 µs otherwise). */
function timerStep() {
  let step = Infinity;
  for (let k = 0; k < 20; ++k) {
    const a = performance.now();
    let b = a;
    while (b === a) b = performance.now();
    step = Math.min(step, b - a);
  }
  return step;
}

const status = document.getElementById('status');
const stage = { error: null, result: null, frame: 0 }; // what the driver (drive.cjs) reads
window.stage = stage;

let opt;
try {
  opt = parseFlags(location.search);
} catch (e) {
  if (!(e instanceof FlagError)) throw e;
  stage.error = e.message;
  status.textContent = 'hitmask phaser: ' + e.message + '\n' + USAGE;
}

if (opt) {
  const hm = await load(); // the package's module: fetches hitmask_web.wasm beside hitmask.js
  if (opt.isa) hm.forceIsa(opt.isa);
  const density = (opt.bullets || STEADY) / STEADY;
  const capacity = Math.max(16384, 64 * Math.ceil((2 * STEADY * density) / 64));
  const scaled = (count) => Math.max(1, Math.floor(count * density + 0.5));
  const arcadeOn = opt.mode !== 'hitmask', hitmaskOn = opt.mode !== 'arcade';
  const driven = opt.frames !== null;
  const timedFrom = opt.bench ? opt.frames - 300 : 0;

  // The bullets, structure of arrays: x, y, r in hitmask's columns (Float32Array views of the
  // module's memory, so nothing is copied to ask; the queries see the first `size` elements, the
  // live ones), beside them the motion in doubles (fx, fy: where the bullet is; x, y hold that
  // rounded to a whole pixel), the grazed flag and the colour as bytes.
  const bullets = hm.circles(capacity);
  bullets.setSize(0);
  const fx = new Float64Array(capacity), fy = new Float64Array(capacity);
  const vx = new Float64Array(capacity), vy = new Float64Array(capacity);
  const grazed = new Uint8Array(capacity), kind = new Uint8Array(capacity);
  const keepFlags = new Uint8Array(capacity); // the plain loop's answer (and arcade mode's)
  const enemies = hm.circles(ENEMIES);
  enemies.r.fill(ENEMY_R);
  const screenBox = hm.aabb(-MARGIN, -MARGIN, W + MARGIN, H + MARGIN);
  // The frame's masks and the laser's ray are made once and sized or set each frame (setSize,
  // set): a factory and its free() are two calls into the module, each paid cold in a frame.
  const hitMask = hm.mask(capacity), grazeMask = hm.mask(capacity), keepMask = hm.mask(capacity);
  const laserRay = hm.ray(0, 0, 0, -1, 0);

  class Stage extends Phaser.Scene {
    constructor() { super('stage'); }

    create() {
      this.rng = random(opt.seed);
      this.frame = 0;
      this.px = W / 2;
      this.py = H - 80;
      this.pending = []; // bullets fired this frame: x, y, angle, speed, radius, colour
      this.totals = { hits: 0, grazes: 0, laserFrames: 0 };
      this.mismatches = 0;
      this.touches = { hitbox: 0, ring: 0 };
      this.plainMismatches = 0;
      this.first = null;
      this.times = { hitmask: [], arcade: [], rebuild: [], plain: [], bullets: [] };
      this.laser = { enemy: -1, distance: 0 };
      this.hit = hitMask;
      this.graze = grazeMask;
      // a texture per radius, exactly 2r wide: an image's centre is then its x, y (see the top)
      for (const r of [2, 3, 4, 8, HIT_R, GRAZE_R]) {
        if (this.textures.exists('disc' + r)) continue;
        const g = this.make.graphics({ x: 0, y: 0 }, false);
        g.fillStyle(0xffffff).fillCircle(r, r, r).generateTexture('disc' + r, 2 * r, 2 * r).destroy();
      }
      if (arcadeOn) {
        // Arcade's bullets: images with circle bodies in one physics group; the scene moves them
        // (body.moves = false: each body follows its image at the physics step), Arcade only
        // collides them. A bullet that leaves goes to a free list of its radius (disableBody), and
        // a new one takes an image from there (enableBody) before making one: group.get would scan
        // the whole group for an inactive member.
        this.group = this.physics.add.group();
        this.pool = new Map();
        this.sprites = []; // sprites[i]: bullet i's image (slot: its index, kept up to date)
        // The player's two bodies are immovable and not pushable: between two circle bodies that
        // just touch, Arcade's overlap test still separates them, by its EPSILON (1e-6), as a
        // collide would (World#separateCircle), and a player's body moved that way misses the
        // next bullet that touches it in the same world.overlap call.
        const player = (r) => {
          const image = this.physics.add.image(this.px, this.py, 'disc' + r).setVisible(false);
          image.body.setCircle(r);
          image.body.moves = false;
          image.body.setImmovable(true);
          image.body.pushable = false;
          return image;
        };
        this.hitbox = player(HIT_R);
        this.ring = player(GRAZE_R);
        this.physics.world.useTree = opt.tree;
        this.hitList = [];
        this.nearList = [];
        this.onHit = (_, b) => { b.hitFrame = this.frame; this.hitList.push(b); };
        this.onNear = (_, b) => { this.nearList.push(b); };
        this.line = new Phaser.Geom.Line();
        this.disc = new Phaser.Geom.Circle();
        this.nearest = new Phaser.Math.Vector2();
        this.points = [];
      }
      this.g = this.add.graphics();
      this.text = this.add.text(8, H - 22, '', { fontFamily: 'monospace', fontSize: '14px', color: '#ffffff' });
      this.keys = this.input.keyboard.createCursorKeys();
      // Phaser runs a frame as: the scene's 'preupdate' event, then 'update' (Arcade's step: its
      // bodies follow their images, its tree is rebuilt), then the scene's update(). So the scene
      // moves everything in 'preupdate' and asks about the collisions in update(): both ways see
      // the same positions on the same frame.
      this.events.on('preupdate', this.advance, this);
      this.stepping = !driven;
      if (driven) setTimeout(() => this.runFrames(), 0);
    }

    /** The frames of a headless run, stepped by game.step with a fixed delta, not by the clock. */
    async runFrames() {
      this.game.loop.stop();
      let time = 0;
      while (this.frame < opt.frames) {
        this.stepping = true;
        for (let k = 0; k < 10 && this.frame < opt.frames; ++k) {
          time += DT;
          this.game.step(time, DT);
        }
        this.stepping = false;
        stage.frame = this.frame;
        await new Promise((done) => setTimeout(done, 0));
      }
      this.finish();
    }

    // ---- the game's update: fire, move (tested at whole pixels) -------------------------------
    advance() {
      if (!this.stepping) return;
      const f = ++this.frame;
      if (driven) { // the scripted player
        this.px = Math.round(W / 2 + 260 * Math.sin(f * 0.017));
        this.py = Math.round(H - 130 + 70 * Math.sin(f * 0.043));
      } else {
        const speed = this.keys.shift.isDown ? 2 : 4;
        const dx = (this.keys.right.isDown ? 1 : 0) - (this.keys.left.isDown ? 1 : 0);
        const dy = (this.keys.down.isDown ? 1 : 0) - (this.keys.up.isDown ? 1 : 0);
        this.px = Math.min(W - 8, Math.max(8, this.px + speed * dx));
        this.py = Math.min(H - 8, Math.max(8, this.py + speed * dy));
      }
      const ex = enemies.x, ey = enemies.y;
      for (let i = 0; i < ENEMIES; ++i) {
        ex[i] = Math.round(100 + i * 200 + 70 * Math.sin(f * 0.02 + i));
        ey[i] = Math.round(70 + ((30 * i) % 90) + 20 * Math.sin(f * 0.031 + 2 * i));
        this.fire(i, ex[i], ey[i]);
      }
      this.spawn();
      const n = bullets.size, x = bullets.x, y = bullets.y;
      for (let i = 0; i < n; ++i) {
        x[i] = Math.round((fx[i] += vx[i]));
        y[i] = Math.round((fy[i] += vy[i]));
      }
      if (arcadeOn) {
        for (let i = 0; i < n; ++i) this.sprites[i].setPosition(x[i], y[i]);
        this.hitbox.setPosition(this.px, this.py);
        this.ring.setPosition(this.px, this.py);
      }
    }

    fire(i, x, y) {
      const f = this.frame, p = this.pending, TAU = 2 * Math.PI;
      if (i === 0 && f % 8 === 0) { // rings, at a random turn
        const off = this.rng() * Math.PI, m = scaled(120);
        for (let k = 0; k < m; ++k) p.push(x, y, off + (k * TAU) / m, 2.25, 3, 0);
      } else if (i === 1) { // a spiral, three per arm a frame
        const m = scaled(5);
        for (let k = 0; k < m; ++k) {
          const a = f * 0.07 + (k * TAU) / m;
          p.push(x, y, a, 2.5, 2, 1, x, y, -a, 1.75, 2, 1, x, y, a + 0.5, 1.5, 2, 1);
        }
      } else if (i === 2 && f % 24 === 0) { // fans aimed at the player
        const aim = Math.atan2(this.py - y, this.px - x), m = scaled(6);
        for (let k = -m; k <= m; ++k) for (let s = 0; s < 3; ++s) p.push(x, y, aim + (k * 0.54) / m, 2 + s * 0.75, 4, 2);
      } else if (i === 3 && f % 40 === 0) { // slow rings of big bullets
        const m = scaled(36);
        for (let k = 0; k < m; ++k) p.push(x, y, (k * TAU) / m + f * 0.01, 1.25, 8, 3);
      }
    }

    /** The bullets fired this frame, appended to the columns (and given images in Arcade's way). */
    spawn() {
      const p = this.pending, n = bullets.size, count = Math.min(p.length / 6, capacity - n);
      bullets.setSize(n + count);
      const x = bullets.x, y = bullets.y, r = bullets.r;
      for (let k = 0, i = n; k < count; ++k, ++i) {
        const a = p[6 * k + 2], speed = p[6 * k + 3];
        x[i] = fx[i] = p[6 * k];
        y[i] = fy[i] = p[6 * k + 1];
        vx[i] = Math.cos(a) * speed;
        vy[i] = Math.sin(a) * speed;
        r[i] = p[6 * k + 4];
        kind[i] = p[6 * k + 5];
        grazed[i] = 0;
        if (arcadeOn) {
          const radius = r[i], free = this.pool.get(radius);
          let s;
          if (free && free.length) {
            s = free.pop().enableBody(true, x[i], y[i], true, false);
          } else {
            s = this.group.create(x[i], y[i], 'disc' + radius).setVisible(false);
            s.body.setCircle(radius);
            s.body.moves = false;
          }
          s.slot = i;
          s.radius = radius;
          s.grazed = false;
          s.hitFrame = -1;
          this.sprites.push(s);
        }
      }
      p.length = 0;
    }

    laserOrigin() { return [this.px, this.py - 6]; }

    // ---- the collisions, three ways ---------------------------------------------------------
    /** hitmask: the hits (indices), the new grazes (indices), the laser's enemy and distance, and
     *  the mask of the bullets to keep. A frame makes four calls into the module (two tests, the
     *  cast, then compact), since each costs a few microseconds when the frame's drawing has
     *  evicted it: the masks and the ray are made once and sized or set here, and the hits' and
     *  grazes' few set bits are read from the words rather than by indices(). */
    hitmaskWay() {
      const n = bullets.size, used = (n + 31) >>> 5;
      this.hit.setSize(n); // the live bullets' bits
      this.graze.setSize(n);
      keepMask.setSize(n);
      hm.testHitGraze(bullets, this.px, this.py, HIT_R, GRAZE_R, this.hit, this.graze); // each bullet's r added
      const keep = keepMask;                  // compact wants a mask of the bullets' count
      hm.test(bullets, screenBox, keep);      // still near the screen...
      const hits = setBits(this.hit.words, used), keepWords = keep.words;
      for (const i of hits) keepWords[i >>> 5] &= ~(1 << (i & 31)); // ...and not a hit
      const fresh = [];
      for (const i of setBits(this.graze.words, used)) if (!grazed[i]) { grazed[i] = 1; fresh.push(i); } // once each
      const [ox, oy] = this.laserOrigin();
      laserRay.set(ox, oy, 0, -1, oy);        // straight up to the top of the screen
      const first = hm.raycastClosest(enemies, laserRay);
      return { hits, fresh, enemy: first.index, distance: first.distance, keep };
    }

    /** Arcade Physics: the same answers from world.overlap over the bodies (and Phaser.Geom for the
     *  laser). Its new grazes are marked on its own images. */
    arcadeWay() {
      const world = this.physics.world;
      // Arcade rebuilds its tree at every step (before update()) for these searches alone: the
      // check counts that rebuild in Arcade's collision time by doing it again here, where it is
      // timed (and reports its share).
      if (opt.mode === 'check' && world.useTree) {
        const t0 = performance.now();
        world.tree.clear();
        world.tree.load(world.bodies.entries);
        this.rebuilt = performance.now() - t0;
      }
      this.hitList.length = 0;
      this.nearList.length = 0;
      world.overlap(this.hitbox, this.group, this.onHit);
      world.overlap(this.ring, this.group, this.onNear);
      const fresh = [];
      for (const b of this.nearList) if (b.hitFrame !== this.frame && !b.grazed) { b.grazed = true; fresh.push(b.slot); }
      const hits = this.hitList.map((b) => b.slot);
      const [ox, oy] = this.laserOrigin();
      this.line.setTo(ox, oy, ox, 0);
      let enemy = -1, distance = Infinity;
      const ex = enemies.x, ey = enemies.y;
      for (let i = 0; i < ENEMIES; ++i) {
        this.disc.setTo(ex[i], ey[i], ENEMY_R);
        if (!Phaser.Geom.Intersects.LineToCircle(this.line, this.disc, this.nearest)) continue;
        let t = 0;
        if (!Phaser.Geom.Circle.Contains(this.disc, ox, oy)) {
          this.points.length = 0;
          const entry = Phaser.Geom.Intersects.GetLineToCircle(this.line, this.disc, this.points)[0] || this.nearest;
          t = oy - entry.y;
        }
        if (t < distance) { enemy = i; distance = t; }
      }
      return { hits, fresh, enemy, distance };
    }

    /** The plain JavaScript loop over the Float32Arrays a JavaScript programmer writes without
     *  hitmask (the bench's third way): the same answers, the bullets to keep in keepFlags. */
    plainWay() {
      const n = bullets.size, x = bullets.x, y = bullets.y, r = bullets.r, px = this.px, py = this.py;
      const hits = [], fresh = [];
      for (let i = 0; i < n; ++i) {
        const dx = x[i] - px, dy = y[i] - py, d2 = dx * dx + dy * dy, ri = r[i];
        const h = HIT_R + ri, g = GRAZE_R + ri;
        if (d2 <= h * h) {
          hits.push(i);
          keepFlags[i] = 0;
          continue;
        }
        if (d2 <= g * g && grazed[i] === 0) fresh.push(i);
        const cx = Math.min(Math.max(x[i], -MARGIN), W + MARGIN), cy = Math.min(Math.max(y[i], -MARGIN), H + MARGIN);
        const ox = x[i] - cx, oy = y[i] - cy;
        keepFlags[i] = ox * ox + oy * oy <= ri * ri ? 1 : 0;
      }
      const [enemy, distance] = this.laserLoop();
      return { hits, fresh, enemy, distance };
    }

    timedPlain() {
      const t0 = performance.now();
      const plain = this.plainWay();
      this.times.plain.push(performance.now() - t0);
      return plain;
    }

    /** The laser's first enemy by a plain loop: the ray (ox, oy) + t (0, -1), 0 <= t <= oy. */
    laserLoop() {
      const [ox, oy] = this.laserOrigin(), ex = enemies.x, ey = enemies.y;
      let best = -1, bestT = Infinity;
      for (let i = 0; i < ENEMIES; ++i) {
        const dx = ex[i] - ox;
        if (dx * dx > ENEMY_R * ENEMY_R) continue;
        const half = Math.sqrt(ENEMY_R * ENEMY_R - dx * dx), along = oy - ey[i];
        const t = Math.max(along - half, 0);
        if (along + half >= 0 && t <= oy && t < bestT) { best = i; bestT = t; }
      }
      return [best, bestT];
    }

    // ---- a frame's collisions, compared, then the bullets removed ----------------------------
    update() {
      if (!this.stepping) return;
      const f = this.frame, n = bullets.size, timed = f > timedFrom;
      // the bench's plain loop runs before hitmask's calls on odd frames, after Arcade on even
      // ones: neither finds the bullets' columns in the cache more often than the other
      let plain = opt.bench && timed && f % 2 === 1 ? this.timedPlain() : null;
      const t0 = performance.now();
      const mine = hitmaskOn ? this.hitmaskWay() : null;
      const t1 = performance.now();
      const theirs = arcadeOn ? this.arcadeWay() : null;
      const t2 = performance.now();
      if (mine && theirs) {
        const hits = Int32Array.from(theirs.hits).sort(), fresh = Int32Array.from(theirs.fresh).sort();
        if (!sameList(mine.hits, hits) || !sameList(mine.fresh, fresh) || mine.enemy !== theirs.enemy) {
          ++this.mismatches;
          this.first = this.first || `frame ${f} (${n} bullets): hitmask hits [${mine.hits}], new grazes ` +
            `[${mine.fresh}], laser ${mine.enemy}; Arcade [${hits}], [${fresh}], ${theirs.enemy}`;
        }
      }
      if (opt.bench && timed) {
        if (!plain) {
          for (const i of mine.fresh) grazed[i] = 0; // the plain loop sees the graze state before this frame
          plain = this.timedPlain();
          for (const i of mine.fresh) grazed[i] = 1;
        }
        const words = mine.keep.words;
        let keepSame = true;
        for (let i = 0; i < n && keepSame; ++i) keepSame = ((words[i >>> 5] >>> (i & 31)) & 1) === keepFlags[i];
        if (!sameList(mine.hits, plain.hits) || !sameList(mine.fresh, plain.fresh) || mine.enemy !== plain.enemy || !keepSame) {
          ++this.plainMismatches;
          this.first = this.first || `frame ${f}: the plain loop disagrees`;
        }
      }
      if (timed) {
        this.times.hitmask.push(t1 - t0);
        this.times.arcade.push(t2 - t1);
        if (opt.tree && theirs) this.times.rebuild.push(this.rebuilt);
        this.times.bullets.push(n);
      }
      if (mine && theirs) this.countTouches();
      const game = mine || theirs; // the answers the game acts on
      this.totals.hits += game.hits.length;
      this.totals.grazes += game.fresh.length;
      this.totals.laserFrames += game.enemy >= 0 ? 1 : 0;
      this.laser = { enemy: game.enemy, distance: game.distance };
      this.remove(mine ? mine.keep : this.arcadeKeep(theirs));
      if (!opt.bench || f === opt.frames) this.draw();
    }

    /** The check's bullets exactly on the edge of the hitbox or the graze ring (d = R + r), where
     *  a < against a <= would show: the two ways must agree there too. */
    countTouches() {
      const n = bullets.size, x = bullets.x, y = bullets.y, r = bullets.r;
      for (let i = 0; i < n; ++i) {
        const dx = x[i] - this.px, dy = y[i] - this.py, d2 = dx * dx + dy * dy;
        if (d2 === (HIT_R + r[i]) ** 2) ++this.touches.hitbox;
        if (d2 === (GRAZE_R + r[i]) ** 2) ++this.touches.ring;
      }
    }

    /** Arcade's way has no test for "left the screen": a plain loop, and the hits, make the mask. */
    arcadeKeep(theirs) {
      const n = bullets.size, x = bullets.x, y = bullets.y, r = bullets.r;
      for (const i of theirs.fresh) grazed[i] = 1; // drawn cyan
      keepMask.setSize(n);
      const keep = keepMask, words = keep.words;
      words.fill(0);
      const hit = new Set(theirs.hits);
      for (let i = 0; i < n; ++i) {
        const cx = Math.min(Math.max(x[i], -MARGIN), W + MARGIN), cy = Math.min(Math.max(y[i], -MARGIN), H + MARGIN);
        const ox = x[i] - cx, oy = y[i] - cy;
        if (ox * ox + oy * oy <= r[i] * r[i] && !hit.has(i)) words[i >>> 5] |= 1 << (i & 31);
      }
      return keep;
    }

    /** Keeps the bullets whose bit of `keep` is set, in order: every column, and the images. */
    remove(keep) {
      const n = bullets.size;
      if (arcadeOn) {
        const words = keep.words;
        let j = 0;
        for (let i = 0; i < n; ++i) {
          const s = this.sprites[i];
          if ((words[i >>> 5] >>> (i & 31)) & 1) {
            this.sprites[j] = s;
            s.slot = j++;
          } else {
            s.disableBody(true, false);
            if (!this.pool.has(s.radius)) this.pool.set(s.radius, []);
            this.pool.get(s.radius).push(s);
          }
        }
        this.sprites.length = j;
      }
      const columns = [fx, fy, vx, vy, grazed, kind].map((a) => a.subarray(0, n));
      hm.compact(keep, bullets, ...columns); // the survivors at the front, in order, in every column
    }

    draw() {
      const g = this.g, n = bullets.size, x = bullets.x, y = bullets.y, r = bullets.r;
      g.clear();
      for (let c = 0; c <= COLOURS.length; ++c) {
        g.fillStyle(c < COLOURS.length ? COLOURS[c] : GRAZED);
        for (let i = 0; i < n; ++i)
          if (grazed[i] ? c === COLOURS.length : kind[i] === c) g.fillCircle(x[i], y[i], r[i]);
      }
      g.fillStyle(0xe6334d);
      for (let i = 0; i < ENEMIES; ++i) g.fillCircle(enemies.x[i], enemies.y[i], ENEMY_R);
      const [ox, oy] = this.laserOrigin();
      g.lineStyle(3, 0x99ffe6).lineBetween(ox, oy, ox, oy - (this.laser.enemy < 0 ? oy : this.laser.distance));
      g.lineStyle(1, GRAZED).strokeCircle(this.px, this.py, GRAZE_R);
      g.fillStyle(0xff3333).fillCircle(this.px, this.py, HIT_R);
      this.text.setText(`${opt.mode === 'arcade' ? 'Arcade Physics' : 'hitmask ' + hm.isa()}` +
        `${opt.mode === 'check' ? ' + Arcade' : ''}   bullets ${n}   hits ${this.totals.hits}   ` +
        `grazes ${this.totals.grazes}   frame ${this.frame}`);
    }

    finish() {
      const t = this.totals, tree = `tree ${opt.tree ? 'on' : 'off'}`;
      const who = (hitmaskOn ? `hitmask (${hm.isa()})` : '') + (opt.mode === 'check' ? ', ' : '') +
        (arcadeOn ? `Arcade ${tree}` : '');
      const lines = [`phaser ${opt.mode === 'check' ? 'check' : 'run'}: ${this.frame} frames, seed ${opt.seed}, ${who}: ` +
        `${t.hits} hits, ${t.grazes} grazes, laser on an enemy ${t.laserFrames} frames, ${bullets.size} bullets at the end`];
      const ok = this.mismatches === 0 && this.plainMismatches === 0;
      if (opt.mode === 'check') {
        lines.push(ok ? `phaser check: Arcade Physics agrees on all ${this.frame} frames (hits, new grazes, the laser's enemy)` +
                        (opt.bench ? ', and the plain JavaScript loop on the timed ones (and the bullets kept)' : '')
                      : `phaser check: ${this.mismatches + this.plainMismatches} frames disagree; the first: ${this.first}`);
        lines.push(`phaser check: bullets exactly on the edge (d = R + r): ${this.touches.hitbox} of the hitbox, ` +
                   `${this.touches.ring} of the graze ring`);
        const ms = (v) => median(v).toFixed(3);
        const hmMs = median(this.times.hitmask), arMs = median(this.times.arcade);
        const mean = this.times.bullets.reduce((a, b) => a + b, 0) / this.times.bullets.length;
        let line = `phaser frame time, median of ${this.times.hitmask.length} frames (${Math.round(mean)} bullets on average): ` +
          `hitmask ${ms(this.times.hitmask)} ms, Arcade (${tree}) ${ms(this.times.arcade)} ms` +
          (opt.tree ? ` (the tree's rebuild ${ms(this.times.rebuild)} ms)` : '');
        if (opt.bench) {
          const plMs = median(this.times.plain);
          line += `, plain JS ${ms(this.times.plain)} ms (Arcade / hitmask ${(arMs / hmMs).toFixed(1)}x, ` +
            `plain JS / hitmask ${(plMs / hmMs).toFixed(1)}x)`;
        }
        lines.push(line);
        lines.push(`phaser timer: performance.now() steps by ${(1000 * timerStep()).toFixed(1)} µs ` +
          `(cross-origin isolated: ${self.crossOriginIsolated ? 'yes' : 'no'})`);
      }
      status.textContent = lines.join('\n');
      stage.result = { ok, lines };
    }
  }

  status.textContent = `hitmask ${hm.isa()}, mode ${opt.mode}` + (driven ? `, ${opt.frames} frames` : '') + '…';
  new Phaser.Game({
    type: Phaser.CANVAS, // a canvas of its own: headless Chromium has no GPU
    width: W,
    height: H,
    parent: 'game',
    backgroundColor: '#0a0a17',
    banner: false,
    audio: { noAudio: true },
    // fixedStep false: one Arcade step every frame, whatever the frame's delta
    physics: { default: 'arcade', arcade: { gravity: { x: 0, y: 0 }, useTree: opt.tree, fixedStep: false } },
    scene: Stage,
  });
}
