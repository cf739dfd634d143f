import { describe, expect, it } from 'vitest';
import { collectJourney, collectStaticFiles, findHtmlEntry } from './bundle-graph.mjs';

// A made-up build: the entry shares a vendor chunk with both routes; the board brings its own
// shared chunk (with CSS) and a dynamic import that must not count.
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-1.js'],
    dynamicImports: ['src/routes/login.tsx', 'src/routes/board.tsx'],
    css: ['assets/index-1.css'],
  },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_dnd-1.js': { file: 'assets/dnd-1.js', imports: ['_vendor-1.js'], css: ['assets/dnd-1.css'] },
  '_dialog-1.js': { file: 'assets/dialog-1.js', imports: ['_vendor-1.js'] },
  'src/routes/login.tsx': {
    file: 'assets/login-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_vendor-1.js'],
  },
  'src/routes/board.tsx': {
    file: 'assets/board-1.js',
    isDynamicEntry: true,
    imports: ['_dnd-1.js', 'index.html'],
    dynamicImports: ['_dialog-1.js'],
    css: ['assets/board-1.css'],
  },
};

describe('collectStaticFiles', () => {
  it('follows static imports transitively, once each, with their CSS, and skips dynamic ones', () => {
    expect(collectStaticFiles(manifest, ['src/routes/board.tsx'])).toEqual({
      js: ['assets/board-1.js', 'assets/dnd-1.js', 'assets/vendor-1.js', 'assets/index-1.js'],
      css: ['assets/board-1.css', 'assets/dnd-1.css', 'assets/index-1.css'],
    });
  });

  it('refuses a key the manifest does not hold', () => {
    expect(() => collectStaticFiles(manifest, ['src/routes/nope.tsx'])).toThrow(/nope/);
  });
});

describe('findHtmlEntry', () => {
  it('finds the chunk index.html loads', () => {
    expect(findHtmlEntry(manifest)).toBe('index.html');
  });
});

describe('collectJourney', () => {
  it('counts in each step only what earlier steps did not fetch', () => {
    const [login, board] = collectJourney(manifest, [
      { name: '/login', keys: ['index.html', 'src/routes/login.tsx'] },
      { name: 'board', keys: ['src/routes/board.tsx'] },
    ]);
    expect(login).toEqual({
      name: '/login',
      js: ['assets/index-1.js', 'assets/vendor-1.js', 'assets/login-1.js'],
      css: ['assets/index-1.css'],
    });
    expect(board).toEqual({
      name: 'board',
      js: ['assets/board-1.js', 'assets/dnd-1.js'],
      css: ['assets/board-1.css', 'assets/dnd-1.css'],
    });
  });
});
