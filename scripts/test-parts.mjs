// The part of a list of test files one CI run takes: `2/4` is the second of four parts, the files
// ordered by a hash of their path as vitest's --shard orders them, so that each file falls in
// exactly one part whatever the other files are. Without a part, every file.
import crypto from 'node:crypto';

/**
 * @param {readonly string[]} files
 * @param {string | undefined} part
 * @returns {string[]}
 */
export function testPart(files, part) {
  if (!part) return [...files];
  const match = /^(\d+)\/(\d+)$/.exec(part);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || index > count)
    throw new Error(`A test part is written like 2/4 (the second of four), not "${part}".`);
  const hash = (file) => crypto.createHash('sha1').update(file).digest('hex');
  const ordered = files
    .map((file) => ({ file, hash: hash(file) }))
    .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  const size = Math.ceil(ordered.length / count);
  return ordered.slice((index - 1) * size, index * size).map(({ file }) => file);
}
