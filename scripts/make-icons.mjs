// Renders apps/web/public/favicon.svg into the PNG icons of the web manifest and a favicon.ico
// (16, 32 and 48 px PNG images in an ICO container), with Debian's Chromium. Run it after
// changing the SVG: node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  .filter(Boolean)
  .find((p) => fs.existsSync(p));

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const page = await browser.newPage();
async function render(size) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

for (const [name, size] of [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
]) {
  fs.writeFileSync(path.join(publicDir, name), await render(size));
}

// ICO: a 6-byte header, one 16-byte entry per image, then the PNG images themselves.
const images = [];
for (const size of [16, 32, 48]) images.push({ size, png: await render(size) });
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach(({ size, png }, i) => {
  const at = 6 + 16 * i;
  header.writeUInt8(size, at);
  header.writeUInt8(size, at + 1);
  header.writeUInt16LE(1, at + 4);
  header.writeUInt16LE(32, at + 6);
  header.writeUInt32LE(png.length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += png.length;
});
fs.writeFileSync(
  path.join(publicDir, 'favicon.ico'),
  Buffer.concat([header, ...images.map((image) => image.png)]),
);
await browser.close();
console.log(`icons written to ${path.relative(process.cwd(), publicDir)}`);
