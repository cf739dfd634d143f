// The chunk graph of a Vite build manifest (dist/.vite/manifest.json): which JS and CSS files the
// browser fetches for a page, following static imports only (dynamic imports load later, on demand).

/**
 * Every file that loading `keys` fetches: each chunk's own file, its CSS, and the same for every
 * chunk it imports statically, transitively. Keys are manifest keys (source paths such as
 * `index.html` or `src/app/routes/login.tsx`, or `_shared-abc.js` for shared chunks).
 * @param {Record<string, {file: string, imports?: string[], css?: string[]}>} manifest
 * @param {string[]} keys
 * @returns {{js: string[], css: string[]}} output paths, relative to the build folder, in visit order
 */
export function collectStaticFiles(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

/** The key of the build's HTML entry (the chunk that `index.html` loads). */
export function findHtmlEntry(manifest) {
  const entry = Object.entries(manifest).find(
    ([, chunk]) => chunk.isEntry && chunk.src?.endsWith('.html'),
  );
  if (!entry) throw new Error('The manifest has no HTML entry');
  return entry[0];
}

/**
 * The files of each step of a journey, each step counting only what the steps before it did not
 * already fetch (the browser has those cached).
 * @param {Record<string, {file: string, imports?: string[], css?: string[]}>} manifest
 * @param {{name: string, keys: string[]}[]} steps
 * @returns {{name: string, js: string[], css: string[]}[]}
 */
export function collectJourney(manifest, steps) {
  const fetched = new Set();
  return steps.map(({ name, keys }) => {
    const { js, css } = collectStaticFiles(manifest, keys);
    const added = {
      name,
      js: js.filter((f) => !fetched.has(f)),
      css: css.filter((f) => !fetched.has(f)),
    };
    for (const file of [...js, ...css]) fetched.add(file);
    return added;
  });
}
