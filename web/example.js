// The JavaScript API's example (docs/webassembly.md): 50,000 bullets against the player's
// hitbox and graze ring and an enemy's view cone, and a laser stopped at the first enemy it
// meets. Run from build/wasm/web/: node example.js
const Hitmask = require('./hitmask.js');

(async () => {
  const hm = await Hitmask.load(require('./hitmask_web.js'));
  const n = 50000;
  const bullets = hm.points(n); // x and y live in the module's memory: write them in place
  const x = bullets.x, y = bullets.y; // valid until the next allocation (which may grow the memory)
  for (let i = 0; i < n; ++i) {
    x[i] = (i * 37) % 1280; // a game would copy its own positions here, or keep them here
    y[i] = (i * 91) % 960;
  }
  const player = { x: x[1000] + 1, y: y[1000] + 1 }; // right beside bullet 1000
  const hit = hm.mask(n), graze = hm.mask(n);
  hm.testHitGraze(bullets, player.x, player.y, 4, 32, hit, graze); // one pass, two masks
  const cone = hm.sectorFacing(100, 90, 540, 690, Math.PI / 3, 420);
  const seen = hm.test(bullets, cone, hm.mask(n));
  console.log(`isa: ${hm.isa()}`);
  console.log(`hits: ${hit.count()}, grazes: ${graze.count()}, in the cone: ${seen.count()}`);
  console.log(`bullet 0 in the cone: ${seen.get(0) === 1}; first word: ${seen.words[0].toString(16)}`);
  const enemies = hm.circles(3); // their bodies: x, y and radius
  [enemies.x[0], enemies.y[0], enemies.r[0]] = [1150, 300, 20];
  [enemies.x[1], enemies.y[1], enemies.r[1]] = [1161, 200, 26];
  [enemies.x[2], enemies.y[2], enemies.r[2]] = [1200, 500, 20];
  const laser = hm.ray(player.x, player.y, 0, -1, 1000); // fired straight up, 1000 long
  const first = hm.raycastClosest(enemies, laser); // index -1 when it meets none
  console.log(`the laser stops at enemy ${first.index} after ${first.distance.toFixed(1)}`);
  try {
    hm.circle(0, 0, -1);
  } catch (e) {
    console.log(e.message); // the library's message names the field and the value
  }
  for (const object of [bullets, hit, graze, cone, seen, enemies, laser]) object.free();
})();
