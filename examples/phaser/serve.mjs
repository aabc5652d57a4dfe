// A tiny static file server for the Phaser stage, on loopback only: the folder holding
// index.html, scene.js and node_modules (phaser from the lock file, hitmask from its packed
// tarball). It sends the two headers that make the page cross-origin isolated, which is what
// gives performance.now() its 5 µs resolution in Chromium (100 µs otherwise: too coarse to time
// hitmask's part of a frame).
//     node serve.mjs [folder] [port]     (default: this folder, port 8080; port 0 picks one)
// The headless driver (drive.cjs) starts the same server through serve().
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json', '.wasm': 'application/wasm', '.png': 'image/png', '.css': 'text/css',
  '.map': 'application/json', '.ts': 'text/plain',
};

/** Serves `folder` on 127.0.0.1:port; resolves to the server once it listens (server.address().port). */
export function serve(folder, port = 0) {
  const root = resolve(folder);
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const file = normalize(join(root, path.endsWith('/') ? path + 'index.html' : path));
    const headers = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp',
                      'Cache-Control': 'no-store' };
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403, headers).end('outside the served folder');
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] || 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404, headers).end('not found: ' + path);
    }
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2] || fileURLToPath(new URL('.', import.meta.url));
  const server = await serve(folder, Number(process.argv[3] || 8080));
  console.log('serving ' + resolve(folder) + ' on http://127.0.0.1:' + server.address().port + '/');
}
