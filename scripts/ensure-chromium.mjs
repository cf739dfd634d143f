// Browser journeys drive Debian's Chromium; install it when it is missing (CI machines start without it).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
const found = candidates.find((p) => fs.existsSync(p));
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
console.log('Chromium is missing: installing Debian package "chromium"...');
const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
try {
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
} catch {
  console.error(
    'Could not install Chromium. Install the "chromium" package (apt-get install chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
