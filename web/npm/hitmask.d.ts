// The npm package's TypeScript declarations: the whole JavaScript API of web/hitmask.js, as the
// package's ES modules export it (docs/webassembly.md#the-npm-package). scripts/test-npm.sh checks
// that every export and every public member of the classes is declared here
// (web/npm/test/exports_check.js) and type-checks web/npm/test/example.ts with tsc --strict.
//
// Errors: every call that gets bad input throws a plain Error whose message starts "hitmask: "
// and names the field and the value ("hitmask: circle: radius must be >= 0, got -1"); so does
// any use of an object after its free(). Nothing is written out of bounds.

/** The kinds of columns a view holds (hm_view_kind): each kind's Float32Array fields. */
export interface ViewFields {
  points: 'x' | 'y';
  circles: 'x' | 'y' | 'r';
  segments: 'x0' | 'y0' | 'x1' | 'y1';
  obbs: 'cx' | 'cy' | 'ux' | 'uy' | 'hx' | 'hy';
  ellipses: 'cx' | 'cy' | 'ux' | 'uy' | 'rx' | 'ry';
  capsules: 'x0' | 'y0' | 'x1' | 'y1' | 'r';
  points3: 'x' | 'y' | 'z';
  spheres: 'x' | 'y' | 'z' | 'r';
  segments3: 'x0' | 'y0' | 'z0' | 'x1' | 'y1' | 'z1';
}
/** 'points', 'circles', 'segments', 'obbs', 'ellipses', 'capsules', 'points3', 'spheres', 'segments3'. */
export type ViewKind = keyof ViewFields;
/** The ISAs the WebAssembly module runs: its SIMD128 kernels or the scalar reference. */
export type IsaName = 'simd128' | 'scalar';
/** polygon's fill rule (hm_fill_rule). */
export type FillRule = 'even_odd' | 'non_zero';
/** A point for nearest and nearestK: [x, y] for points and circles, [x, y, z] for points3 and spheres. */
export type Point = readonly [number, number] | readonly [number, number, number] | ArrayLike<number>;
/** Views that nearest and nearestK take. */
export type NearestKind = 'points' | 'circles' | 'points3' | 'spheres';
/** Views that move (sweep, sweepFirst): points or discs moving from (x0, y0) to (x1, y1). */
export type MovingKind = 'segments' | 'capsules' | 'segments3';
/** Typed arrays compact moves along with the columns. */
export type CompactArray =
  | Int8Array | Uint8Array | Uint8ClampedArray | Int16Array | Uint16Array | Int32Array | Uint32Array
  | Float32Array | Float64Array | BigInt64Array | BigUint64Array;

/** raycastClosest, nearest: the element found, index -1 and distance Infinity when none is. */
export interface Closest {
  index: number;
  distance: number;
}
/** nearestK: the elements found, sorted by (distance, index); copies that stay valid. */
export interface NearestList {
  indices: Uint32Array;
  distances: Float32Array;
}

/**
 * The Emscripten module underneath (hm.m): its memory and its exported C functions (_hm_*, _hmw_*).
 * For engines built into the same module; the API above needs none of it.
 */
export interface HitmaskModule {
  HEAPU8: Uint8Array;
  HEAP32: Int32Array;
  HEAPU32: Uint32Array;
  HEAPF32: Float32Array;
  _malloc(bytes: number): number;
  _free(address: number): void;
  UTF8ToString(address: number): string;
  ccall(name: string, returnType: string | null, argumentTypes: string[], args: unknown[]): unknown;
  [name: string]: unknown;
}
/** The settings load() passes to the Emscripten factory. */
export interface LoadOptions {
  /** The .wasm's bytes, to skip fetching or reading hitmask_web.wasm. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Where a file of the module is (path: 'hitmask_web.wasm'): its URL. */
  locateFile?: (path: string, prefix: string) => string;
  [setting: string]: unknown;
}
/** An Emscripten -sMODULARIZE factory: hitmask_web.js's createHitmaskModule. */
export type ModuleFactory = (options?: LoadOptions) => Promise<HitmaskModule>;

/**
 * Loads the WebAssembly module and resolves to the API. factory: another build's
 * createHitmaskModule (omitted or null: the package's own); options go to the factory.
 * Rejects when the module cannot be fetched or compiled (no WebAssembly SIMD128).
 */
export function load(factory?: ModuleFactory | null, options?: LoadOptions): Promise<Api>;

/** sweepFirst's shapeIndex where a move meets no shape (HM_NO_SHAPE, 0xffffffff). */
export const NO_SHAPE: number;

/** Float columns of one kind in the module's memory: hm.columns(kind, size), hm.points(size) ... */
export type Columns<K extends ViewKind = ViewKind> = ColumnsBase<K> & {
  /** Column as a Float32Array view of the module's memory (size elements): read it through the
   * getter again after any allocation, which may grow the memory and detach older views. */
  readonly [F in ViewFields[K]]: Float32Array;
};
/** What every Columns has, whatever its kind: what the queries take. */
export type View<K extends ViewKind = ViewKind> = ColumnsBase<K>;
export interface ColumnsBase<K extends ViewKind = ViewKind> {
  readonly api: Api;
  readonly kind: K;
  /** The elements allocated (wrap: the size given). */
  readonly capacity: number;
  /** The column names, in order. */
  readonly names: readonly ViewFields[K][];
  /** The C view's address (0 after free()). */
  readonly ptr: number;
  /** How many elements the queries see (the C view's size; 0 after free()). */
  readonly size: number;
  /** Queries see the first n elements (n <= capacity). */
  setSize(n: number): void;
  /** Column i as a Float32Array view of the module's memory. */
  column(i: number): Float32Array;
  /** Frees the columns (wrap: only the view). */
  free(): void;
}
export const Columns: {
  readonly prototype: View;
  /** Use hm.columns or hm.wrap. pointers: byte addresses, one per column, 4-byte aligned. */
  new <K extends ViewKind>(api: Api, kind: K, size: number, pointers: readonly number[] | null): Columns<K>;
};

/** Result bits: bit i is element i. */
export class Mask {
  /** Use hm.mask(size). */
  constructor(api: Api, size: number);
  readonly api: Api;
  /** How many bits the queries see (setSize changes it). */
  readonly size: number;
  /** How many bits were allocated: setSize's limit. */
  readonly capacity: number;
  /** How many 64-bit words (the C API's) hold size bits. */
  readonly wordCount: number;
  /** The mask holds its first n bits (n <= capacity): made once, sized to the live bullets each frame. */
  setSize(n: number): void;
  /** The bits' address (0 after free()). */
  readonly ptr: number;
  /** The bits as 2 * wordCount 32-bit words (a view of the module's memory). */
  readonly words: Uint32Array;
  /** The bits as 8 * wordCount bytes (the same memory). */
  readonly bytes: Uint8Array;
  /** Bit i: 1 or 0. */
  get(i: number): number;
  /** How many bits are set. */
  count(): number;
  /** The indices of the set bits, increasing (a SIMD128 kernel): what a game loop walks. */
  indices(): Uint32Array;
  free(): void;
}

/** A shape made by a factory of the Api (circle, aabb, ..., cone). */
export class Shape {
  /** Use the Api's factories. */
  constructor(api: Api, ptr: number);
  readonly api: Api;
  /** The hm_shape's address (0 after free()). */
  readonly ptr: number;
  free(): void;
}

/** A ray (hm.ray, hm.ray3), stored as the factory normalised it. */
export class Ray {
  /** Use hm.ray or hm.ray3. */
  constructor(api: Api, ptr: number, dimensions: 2 | 3);
  readonly api: Api;
  readonly ptr: number;
  readonly dimensions: 2 | 3;
  /** [x, y] or [x, y, z]. */
  readonly origin: number[];
  /** The unit direction. */
  readonly direction: number[];
  readonly maxDistance: number;
  /** The point `distance` along the ray. */
  pointAt(distance: number): number[];
  /** Made again in place, the factory's floats bit for bit (2D: ox, oy, dx, dy, maxDistance;
   *  3D: ox, oy, oz, dx, dy, dz, maxDistance); throws the factory's message, the ray unchanged. */
  set(...values: number[]): this;
  free(): void;
}

/** The API over one loaded module (load() resolves to it). */
export class Api {
  /** Use load(). */
  constructor(module: HitmaskModule);
  /** The Emscripten module. */
  readonly m: HitmaskModule;

  /** The ISA the queries run on: 'simd128' (or 'scalar' when forced). */
  isa(): string;
  /** Runs every later query on `name` (benchmarks and tests). */
  forceIsa(name: IsaName): void;

  /** Columns of `size` elements of one kind in the module's memory. */
  columns<K extends ViewKind>(kind: K, size: number): Columns<K>;
  /** A view over columns already in the module's memory (byte addresses, 4-byte aligned). */
  wrap<K extends ViewKind>(kind: K, pointers: readonly number[], size: number): Columns<K>;
  points(size: number): Columns<'points'>;
  circles(size: number): Columns<'circles'>;
  points3(size: number): Columns<'points3'>;
  spheres(size: number): Columns<'spheres'>;
  /** A result mask of `size` bits, all clear. */
  mask(size: number): Mask;

  circle(x: number, y: number, r: number): Shape;
  aabb(minX: number, minY: number, maxX: number, maxY: number): Shape;
  /** Apex (ax, ay), facing (dx, dy), full opening angle fov (radians), range. */
  sectorFacing(ax: number, ay: number, dx: number, dy: number, fov: number, range: number): Shape;
  /** Apex (ax, ay), the arc from angle start towards end (increasing angle, radians), range. */
  sectorBetween(ax: number, ay: number, start: number, end: number, range: number): Shape;
  capsule(ax: number, ay: number, bx: number, by: number, r: number): Shape;
  segment(ax: number, ay: number, bx: number, by: number): Shape;
  obb(cx: number, cy: number, hx: number, hy: number, rotation: number): Shape;
  ellipse(cx: number, cy: number, rx: number, ry: number, rotation: number): Shape;
  /** xy: [x0, y0, x1, y1, ...], either winding. */
  convexPolygon(xy: ArrayLike<number>): Shape;
  /** xy: [x0, y0, x1, y1, ...]. */
  polygon(xy: ArrayLike<number>, rule: FillRule): Shape;
  sphere(x: number, y: number, z: number, r: number): Shape;
  aabb3(x0: number, y0: number, z0: number, x1: number, y1: number, z1: number): Shape;
  capsule3(ax: number, ay: number, az: number, bx: number, by: number, bz: number, r: number): Shape;
  cone(ax: number, ay: number, az: number, dx: number, dy: number, dz: number, fov: number, range: number): Shape;
  /** The box of half extents (hx, hy, hz) along the unit axes u, v, w (perpendicular within 1e-3:
   * a rotation matrix's columns) around (cx, cy, cz), faces included. */
  obb3(cx: number, cy: number, cz: number, hx: number, hy: number, hz: number,
       ux: number, uy: number, uz: number, vx: number, vy: number, vz: number,
       wx: number, wy: number, wz: number): Shape;
  /** From (ox, oy) along (dx, dy), up to maxDistance (Infinity allowed). */
  ray(ox: number, oy: number, dx: number, dy: number, maxDistance: number): Ray;
  ray3(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, maxDistance: number): Ray;

  /** Bit i of out: element i of `view` hits `shape`. Returns out. */
  test(view: View, shape: Shape, out: Mask): Mask;
  /** How many elements hit. */
  count(view: View, shape: Shape): number;
  /** Whether any element hits. */
  any(view: View, shape: Shape): boolean;
  /** Hit within hitRadius of (cx, cy), graze within grazeRadius and not a hit, in one pass. */
  testHitGraze(view: View, cx: number, cy: number, hitRadius: number, grazeRadius: number, hit: Mask, graze: Mask): void;
  /** test on the scalar reference. */
  referenceTest(view: View, shape: Shape, out: Mask): Mask;

  /** Every element the ray meets: bits in hits, entry distances (Infinity: a miss). Returns how many. */
  raycast(view: View, ray: Ray, hits: Mask | null, distances: Float32Array | null): number;
  /** The first element the ray meets (the lowest index on ties). */
  raycastClosest(view: View, ray: Ray): Closest;
  referenceRaycast(view: View, ray: Ray, hits: Mask | null, distances: Float32Array | null): number;
  referenceRaycastClosest(view: View, ray: Ray): Closest;

  /** Every moving element against one shape: bits in hits, the fraction of the move at first
   * contact in fractions (Infinity: never). Returns how many touch. */
  sweep(view: View<MovingKind>, shape: Shape, hits: Mask | null, fractions: Float32Array | null): number;
  /** Every moving element against walls of one kind: the first each meets in shapeIndex
   * (NO_SHAPE: none). Returns how many meet one. */
  sweepFirst(view: View<MovingKind>, shapes: readonly Shape[], shapeIndex: Uint32Array, fractions: Float32Array | null): number;
  referenceSweep(view: View<MovingKind>, shape: Shape, hits: Mask | null, fractions: Float32Array | null): number;
  referenceSweepFirst(view: View<MovingKind>, shapes: readonly Shape[], shapeIndex: Uint32Array,
                      fractions: Float32Array | null): number;

  /** The element nearest to point, within maxDistance (default Infinity). */
  nearest(view: View<NearestKind>, point: Point, maxDistance?: number): Closest;
  /** The k nearest, sorted by (distance, index). */
  nearestK(view: View<NearestKind>, point: Point, k: number, maxDistance?: number): NearestList;
  referenceNearest(view: View<NearestKind>, point: Point, maxDistance?: number): Closest;
  referenceNearestK(view: View<NearestKind>, point: Point, k: number, maxDistance?: number): NearestList;

  /** Keeps the elements whose bit of keep is set, in order, in every Columns (its size becomes
   * the count) and typed array of keep.size elements. Returns how many are kept. */
  compact(keep: Mask, ...arrays: (View | CompactArray)[]): number;
  referenceCompact(keep: Mask, ...arrays: (View | CompactArray)[]): number;

  /** a & b into out (a new mask when omitted; it may be a or b), returned. */
  maskAnd(a: Mask, b: Mask, out?: Mask | null): Mask;
  maskOr(a: Mask, b: Mask, out?: Mask | null): Mask;
  maskXor(a: Mask, b: Mask, out?: Mask | null): Mask;
  /** a & ~b. */
  maskAndNot(a: Mask, b: Mask, out?: Mask | null): Mask;
  /** ~a over [0, a.size). */
  maskNot(a: Mask, out?: Mask | null): Mask;
}

/** The default export: every named export in one object. */
declare const Hitmask: {
  load: typeof load;
  Api: typeof Api;
  Columns: typeof Columns;
  Mask: typeof Mask;
  Shape: typeof Shape;
  Ray: typeof Ray;
  NO_SHAPE: typeof NO_SHAPE;
};
export default Hitmask;
