// Stages the npm package (docs/webassembly.md#the-npm-package) into a folder `npm pack` packs:
//   node stage.js <version> <built web dir: hitmask_web.js, .wasm> <web/ source dir> <out dir>
// The package is ES modules: hitmask.js for browsers and bundlers and node.js for Node.js (the
// "exports" conditions pick one), each the Emscripten module's factory (hitmask_web.js, made with
// -sMODULARIZE) and the JavaScript API (web/hitmask.js) in scopes of their own, the
// Emscripten module and the API unchanged; then hitmask_web.wasm, the declarations
// (web/npm/hitmask.d.ts) and a README. The CMake target hitmask_npm runs it (web/CMakeLists.txt).
'use strict';
const fs = require('fs');
const path = require('path');

const [version, built, source, out] = process.argv.slice(2);
if (!out) {
  console.error('usage: node stage.js <version> <built web dir> <web/ source dir> <out dir>');
  process.exit(2);
}
if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error('stage.js: version must be MAJOR.MINOR.PATCH, got ' + version);
const read = (dir, name) => fs.readFileSync(path.join(dir, name), 'utf8');
const factory = read(built, 'hitmask_web.js');
const api = read(source, 'hitmask.js');
if (!/var createHitmaskModule\b/.test(factory)) throw new Error('stage.js: hitmask_web.js does not define createHitmaskModule');

// the names the API exports, from the object hitmask.js hands module.exports
const names = /const Hitmask = \{([^}]*)\};/.exec(api);
if (!names) throw new Error('stage.js: web/hitmask.js has no "const Hitmask = { ... };" line');
const exported = names[1].split(',').map((s) => s.trim()).filter((s) => s && s !== 'load');

// Both files are scripts (CommonJS or a page's globals): each runs in a function of its own, with
// `require`, `module` and friends declared there, so neither reaches for globals nor leaves any,
// and a bundler sees no require() of Node.js's modules in the browser's entry.
const body = `
const createHitmaskModule = (() => {
  const module = undefined, exports = undefined, define = undefined; // eslint-disable-line no-unused-vars
${factory}
  return createHitmaskModule;
})();

const Hitmask = (() => {
  const module = { exports: {} };
${api}
  return module.exports;
})();

// literal, so bundlers (Vite, Rollup, webpack) find the .wasm and emit it beside the bundle
const wasmUrl = new URL('./hitmask_web.wasm', import.meta.url);

/// Loads the module: resolves to the API (an Api). factory: another build's
/// createHitmaskModule (null: the package's own); options go to it (wasmBinary, locateFile).
export function load(factory, options) {
  return Hitmask.load(factory || createHitmaskModule,
                      Object.assign({ locateFile: (file) => (file.endsWith('.wasm') ? wasmUrl.href : file) }, options));
}
export const { ${exported.join(', ')} } = Hitmask;
export default Object.freeze(Object.assign({}, Hitmask, { load }));
`;
const header = (what) => `// hitmask ${version}, ${what}: made by web/npm/stage.js from web/hitmask.js (the JavaScript API)
// and hitmask_web.js (Emscripten's module factory). Types: hitmask.d.ts. Docs: docs/webassembly.md.
`;
const browser = header('the ES module for browsers and bundlers') + `
// Emscripten's factory and the API read these only under Node.js, which loads node.js instead
const require = (name) => { throw new Error('hitmask: ' + name + ' is Node.js only; Node.js loads hitmask/node.js'); };
` + body;
const node = header('the ES module for Node.js') + `
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
const require = createRequire(import.meta.url);
const __filename = fileURLToPath(import.meta.url);
const __dirname = dirname(__filename); // where load() reads hitmask_web.wasm
` + body;

const pkg = {
  name: 'hitmask',
  version,
  description: 'SIMD batch hit tests for 2D and 3D games: bullets against shapes, one bit per bullet, on WebAssembly SIMD128',
  keywords: ['collision', 'hit-test', 'simd', 'webassembly', 'wasm', 'game', 'bullet-hell'],
  license: 'SEE LICENSE IN README.md',
  type: 'module',
  exports: {
    '.': { types: './hitmask.d.ts', node: './node.js', default: './hitmask.js' },
    './hitmask_web.wasm': './hitmask_web.wasm',
    './package.json': './package.json',
  },
  main: './node.js',
  browser: './hitmask.js',
  types: './hitmask.d.ts',
  files: ['hitmask.js', 'node.js', 'hitmask.d.ts', 'hitmask_web.wasm', 'README.md'],
  engines: { node: '>=18' }, // WebAssembly SIMD128; the test command runs Node.js 20
  sideEffects: false,
};

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'hitmask.js'), browser);
fs.writeFileSync(path.join(out, 'node.js'), node);
fs.copyFileSync(path.join(built, 'hitmask_web.wasm'), path.join(out, 'hitmask_web.wasm'));
fs.copyFileSync(path.join(source, 'npm', 'hitmask.d.ts'), path.join(out, 'hitmask.d.ts'));
fs.writeFileSync(path.join(out, 'README.md'), read(path.join(source, 'npm'), 'README.md').replace(/@VERSION@/g, version));
fs.writeFileSync(path.join(out, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
console.log('staged hitmask ' + version + ' in ' + out + ' (exports: load, ' + exported.join(', ') + ', default)');
