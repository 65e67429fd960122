// After `vite build`: write .br and .gz twins of the text assets so the server sends
// compressed bytes without compressing on every request (@fastify/static preCompressed).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = process.argv[2] ?? 'apps/web/dist';
const compressible = /\.(js|css|html|svg|json|txt|map)$/;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of walk(root)) {
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }),
  );
  count++;
}
console.log(`precompressed ${count} files in ${root}`);
