// The npm package's TypeScript example (docs/webassembly.md#the-npm-package): scripts/test-npm.sh
// type-checks it with `tsc --strict --noEmit` against the installed package's hitmask.d.ts. It
// touches every factory, query and result type, so a declaration that drifts fails here.
import Hitmask, { load, NO_SHAPE, Api, Columns, Mask, Ray, Shape } from 'hitmask';
import type { Closest, NearestList, View, ViewKind, FillRule } from 'hitmask';

const hm: Api = await load();
const isa: string = hm.isa();
hm.forceIsa('scalar');
hm.forceIsa('simd128');

const n = 1000;
const positions = new Float32Array(2 * n).map((_, i) => (i * 37) % 1280);
const bullets: Columns<'points'> = hm.points(n);
bullets.x.set(positions.subarray(0, n));
bullets.y.set(positions.subarray(n));
bullets.setSize(n - 1);
const circles = hm.circles(4), spheres = hm.spheres(4), points3 = hm.points3(4);
circles.r.fill(3);
spheres.z.fill(1);
const capsules: Columns<'capsules'> = hm.columns('capsules', 8);
const moves = hm.columns('segments', 8), moves3 = hm.columns('segments3', 8);
moves.x1.fill(10);
const kind: ViewKind = moves.kind;
const wrapped = hm.wrap('points', [bullets.column(0).byteOffset, bullets.column(1).byteOffset], bullets.size);

const rule: FillRule = 'even_odd';
const shapes: Shape[] = [
  hm.circle(640, 480, 4), hm.aabb(0, 0, 10, 10), hm.sectorFacing(0, 0, 1, 0, Math.PI / 3, 100),
  hm.sectorBetween(0, 0, 0, Math.PI, 50), hm.capsule(0, 0, 10, 0, 2), hm.segment(0, 0, 5, 5),
  hm.obb(5, 5, 2, 1, 0.5), hm.ellipse(5, 5, 3, 2, 0), hm.convexPolygon([0, 0, 4, 0, 0, 4]),
  hm.polygon(new Float32Array([0, 0, 4, 0, 4, 4, 0, 4]), rule),
];
const solids: Shape[] = [hm.sphere(0, 0, 0, 1), hm.aabb3(0, 0, 0, 1, 1, 1), hm.capsule3(0, 0, 0, 1, 1, 1, 0.5),
                         hm.cone(0, 0, 0, 1, 0, 0, 1, 10)];

const hits: Mask = hm.mask(bullets.size);
hm.test(bullets, shapes[0], hits);
const words: Uint32Array = hits.words, bytes: Uint8Array = hits.bytes;
const bit: number = hits.get(0) + hits.count() + words.length + bytes.length + hits.wordCount;
const many: number = hm.count(bullets, shapes[1]);
const some: boolean = hm.any(wrapped, shapes[2]);
hm.referenceTest(bullets, shapes[3], hits);
const graze = hm.mask(bullets.size);
hm.testHitGraze(bullets, 640, 480, 4, 32, hits, graze);
const entered: Mask = hm.maskAndNot(graze, hits);
hm.maskAnd(hits, graze, entered);
hm.maskOr(hits, graze, entered);
hm.maskXor(hits, graze, null);
hm.maskNot(entered, entered);

const laser: Ray = hm.ray(0, 0, 1, 0, Infinity);
const beam3: Ray = hm.ray3(0, 0, 0, 0, 0, 1, 100);
const end: number[] = laser.pointAt(laser.maxDistance > 1e9 ? 10 : laser.maxDistance);
const along: number = laser.origin[0] + laser.direction[0] + end[0] + beam3.dimensions;
const distances = new Float32Array(circles.size);
const met: number = hm.raycast(circles, laser, null, distances) + hm.referenceRaycast(spheres, beam3, hm.mask(4), null);
const first: Closest = hm.raycastClosest(circles, laser);
const firstReference: Closest = hm.referenceRaycastClosest(spheres, beam3);

const fractions = new Float32Array(moves.size);
const touched: number = hm.sweep(moves, shapes[1], null, fractions) + hm.referenceSweep(capsules, shapes[0], null, null);
const wallIndex = new Uint32Array(moves.size);
const walls = [hm.aabb(0, 0, 1, 1), hm.aabb(5, 5, 6, 6)];
const blocked: number = hm.sweepFirst(moves, walls, wallIndex, fractions) +
                        hm.referenceSweepFirst(moves3, [solids[0]], new Uint32Array(8), null);
const free: boolean = wallIndex[0] === NO_SHAPE;

const near: Closest = hm.nearest(circles, [1, 2]);
const nearReference: Closest = hm.referenceNearest(points3, [1, 2, 3], 50);
const nearest: NearestList = hm.nearestK(bullets, [640, 480], 5);
const nearestReference: NearestList = hm.referenceNearestK(spheres, [0, 0, 0], 2, 10);
const ids: Uint32Array = nearest.indices, gaps: Float32Array = nearest.distances;

const keep = hm.maskNot(hits);
const ids32 = new Uint32Array(bullets.size);
const kept: number = hm.compact(keep, bullets, ids32) + hm.referenceCompact(hm.mask(0));

const views: View[] = [bullets, circles, spheres, points3, capsules, moves, moves3];
const byDefault: boolean = Hitmask.Columns === Columns && views[0] instanceof Columns && hits instanceof Mask;
console.log(isa, kind, bit, many, some, along, met, first.index, firstReference.distance, touched, blocked, free,
            near.index, nearReference.index, nearestReference.indices.length, ids.length, gaps.length, kept,
            byDefault, capsules.capacity, capsules.names.join(','), hm.m.HEAPU8.length);
for (const o of [...views, wrapped, ...shapes, ...solids, ...walls, hits, graze, entered, keep, laser, beam3]) o.free();
