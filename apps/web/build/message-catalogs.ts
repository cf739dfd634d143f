import fs from 'node:fs';
import type { Plugin } from 'vite';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** The interface's message catalogues: src/locales/<language>/<namespace>.json. */
const CATALOG = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/;
const PREFIX = '\0message-catalog:';
// The virtual id must not end in .json, or the bundler's own JSON plugin claims it.
const SUFFIX = '.compiled.js';

/**
 * Plain text compiles to ['text']: kept as the string itself, which Lingui shows as it is, unless
 * it holds a character that the development runtime would read as ICU again.
 */
function compact(compiled: ReturnType<typeof compileMessage>) {
  const [only] = compiled;
  return compiled.length === 1 && typeof only === 'string' && !/[{}'#]/.test(only)
    ? only
    : compiled;
}

/**
 * Compiles the ICU messages of every catalogue at build (and in tests), so that the browser
 * carries Lingui's 2 KB runtime and no message parser (/login ≤ 120 KiB of JS).
 * A catalogue is imported as JSON; this resolves it to a module of compiled messages instead,
 * out of reach of Vite's own JSON handling.
 */
export function messageCatalogs(): Plugin {
  return {
    name: 'staffing:message-catalogs',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json') || source.startsWith(PREFIX)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && CATALOG.test(resolved.id) ? `${PREFIX}${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compact(compileMessage(message))]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
