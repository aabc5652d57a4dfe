// Checks that hitmask.d.ts declares the whole JavaScript API (scripts/test-npm.sh): run in the
// folder where the packed tarball is installed,
//   node exports_check.mjs <typescript's folder> <web/hitmask.js>
// - every export of the installed package (its ES module, Node.js's entry) is declared as a
//   value in node_modules/hitmask/hitmask.d.ts, and every declared value is exported;
// - the package exports what web/hitmask.js exports (its module.exports) and `default`;
// - every member of Api, Columns, Mask, Shape and Ray (on the prototype or set by the
//   constructor) is declared on the declared class, but the internal helpers listed below, and
//   every declared member exists.
// Prints "exports: N passed, N failed" and exits 1 on a failure.
import { createRequire } from 'node:module';
import * as path from 'node:path';
import * as hitmask from 'hitmask';

const [tsDir, webApi] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const ts = require(path.resolve(tsDir));
let passed = 0, failed = 0;
function check(ok, what) {
  if (ok) ++passed;
  else { ++failed; console.log('FAILED: ' + what); }
}
const missing = (a, b) => [...a].filter((x) => !b.has(x)).sort();

// the helpers the API calls itself: not part of the declared API
const internal = {
  Api: ['scratch', 'outputs', 'outPtr', 'outBytes', 'alloc', 'error', 'check', 'shape', 'withFloats', 'caster', 'castAll', 'castFirst', 'outputArray',
        'copyBack', 'sweepAll', 'sweepFirstWith', 'nearestPoint', 'nearestOne', 'nearestList', 'compactWith', 'combine'],
  Columns: ['data', 'cols', 'cache'],
  Mask: [],
  Shape: [],
  Ray: ['floats'],
};

// the declarations, through TypeScript's checker
const declarations = path.resolve('node_modules/hitmask/hitmask.d.ts');
const program = ts.createProgram([declarations], { strict: true, noEmit: true, types: [] });
const checker = program.getTypeChecker();
const file = program.getSourceFile(declarations);
const moduleSymbol = checker.getSymbolAtLocation(file);
// export name -> its symbol (`export default Hitmask` is an alias of the const)
const resolve = (s) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
const declared = new Map(checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, resolve(s)])
  .filter(([, s]) => s.flags & ts.SymbolFlags.Value));

// the runtime's
const runtime = new Set(Object.keys(hitmask));
const cjs = require(path.resolve(webApi));
check(missing(runtime, new Set(declared.keys())).length === 0,
      'exports without a declaration in hitmask.d.ts: ' + missing(runtime, new Set(declared.keys())).join(', '));
check(missing(new Set(declared.keys()), runtime).length === 0,
      'declared values the package does not export: ' + missing(new Set(declared.keys()), runtime).join(', '));
const expected = new Set([...Object.keys(cjs), 'default']);
check(missing(expected, runtime).length === 0 && missing(runtime, expected).length === 0,
      'the package exports [' + [...runtime].sort() + '], web/hitmask.js [' + [...expected].sort() + ']');
check(missing(new Set(Object.keys(hitmask.default)), new Set(Object.keys(cjs))).length === 0 &&
      missing(new Set(Object.keys(cjs)), new Set(Object.keys(hitmask.default))).length === 0,
      'the default export holds what web/hitmask.js exports');
const defaultType = checker.getTypeOfSymbolAtLocation(declared.get('default'), file);
const defaultDeclared = new Set(checker.getPropertiesOfType(defaultType).map((p) => p.name));
check(missing(new Set(Object.keys(hitmask.default)), defaultDeclared).length === 0 &&
      missing(defaultDeclared, new Set(Object.keys(hitmask.default))).length === 0,
      'the default export\'s declaration: [' + [...defaultDeclared].sort() + ']');

// the members: of live objects, so the fields the constructors set count too
const hm = await hitmask.load();
const columns = hm.points(4), mask = hm.mask(4), shape = hm.circle(0, 0, 1), ray = hm.ray(0, 0, 1, 0, 1);
const objects = { Api: hm, Columns: columns, Mask: mask, Shape: shape, Ray: ray };
for (const [name, object] of Object.entries(objects)) {
  const proto = hitmask[name].prototype;
  const have = new Set([...Object.getOwnPropertyNames(proto), ...Object.keys(object)]
    .filter((m) => m !== 'constructor' && !internal[name].includes(m) && !(object.names || []).includes(m)));
  const classType = checker.getTypeOfSymbolAtLocation(declared.get(name), file);
  const prototypeType = checker.getTypeOfSymbolAtLocation(classType.getProperty('prototype'), file);
  const members = new Set(checker.getPropertiesOfType(prototypeType).map((p) => p.name));
  check(missing(have, members).length === 0, name + ' members without a declaration: ' + missing(have, members).join(', '));
  check(missing(members, have).length === 0, name + ' declares members it does not have: ' + missing(members, have).join(', '));
  for (const m of internal[name])
    check(m in object, name + '.' + m + ' is listed as internal in exports_check.mjs but does not exist');
}
for (const o of [columns, mask, shape, ray]) o.free();
console.log('exports: ' + passed + ' passed, ' + failed + ' failed (' + runtime.size + ' exports, ' +
            Object.keys(objects).length + ' classes)');
process.exit(failed === 0 ? 0 : 1);
