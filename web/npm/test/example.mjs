// The npm package's example (docs/webassembly.md#the-npm-package): run by scripts/test-npm.sh in
// a folder where only the packed tarball is installed, `node example.mjs`. A game's bullets in
// its own Float32Arrays, copied into the module's memory, against the player's hitbox and graze
// ring, an enemy's view cone and a wall, and a laser stopped at the first enemy it meets.
import { load } from 'hitmask';

const hm = await load(); // Node.js reads node_modules/hitmask/hitmask_web.wasm; a browser fetches it
const n = 50000;
const xs = new Float32Array(n), ys = new Float32Array(n); // the game's own positions
for (let i = 0; i < n; ++i) {
  xs[i] = (i * 37) % 1280;
  ys[i] = (i * 91) % 960;
}
const bullets = hm.points(n); // x and y: Float32Array views of the module's memory
bullets.x.set(xs); // one copy in (a game may keep its bullets there instead)
bullets.y.set(ys);
const player = { x: xs[1000] + 1, y: ys[1000] + 1 }; // right beside bullet 1000
const hit = hm.mask(n), graze = hm.mask(n);
hm.testHitGraze(bullets, player.x, player.y, 4, 32, hit, graze); // one pass, two masks
const cone = hm.sectorFacing(100, 90, 540, 690, Math.PI / 3, 420);
const seen = hm.test(bullets, cone, hm.mask(n));
const wall = hm.aabb(600, 0, 620, 960);
console.log(`isa: ${hm.isa()}`);
console.log(`hits: ${hit.count()}, grazes: ${graze.count()}, in the cone: ${seen.count()}`);
console.log(`bullet 0 in the cone: ${seen.get(0) === 1}; in the wall: ${hm.count(bullets, wall)}`);
const enemies = hm.circles(3); // their bodies: x, y and radius
enemies.x.set([1150, 1161, 1200]);
enemies.y.set([300, 200, 500]);
enemies.r.set([20, 26, 20]);
const laser = hm.ray(player.x, player.y, 0, -1, 1000); // fired straight up, 1000 long
const first = hm.raycastClosest(enemies, laser); // index -1 when it meets none
console.log(`the laser stops at enemy ${first.index} after ${first.distance.toFixed(1)}`);
try {
  hm.circle(0, 0, -1);
} catch (e) {
  console.log(e.message); // the library's message names the field and the value
}
for (const object of [bullets, hit, graze, cone, seen, wall, enemies, laser]) object.free();
