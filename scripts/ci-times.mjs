// The table CI prints at its end: the seconds of each phase (lines "name<TAB>seconds"), then of
// each test project on each Node version (the project-times reporter's JSON lines), then the total.
// Usage: node scripts/ci-times.mjs <phases.tsv> <projects.jsonl> <total seconds>
import fs from 'node:fs';
import { formatTable } from './project-times-reporter.mjs';

const [phasesFile, projectsFile, total] = process.argv.slice(2);
const read = (file) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
const clock = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

const phases = read(phasesFile).map((line) => line.split('\t'));
console.log(
  `\nCI time per phase\n${formatTable([
    ['phase', 'min:s'],
    ...phases.map(([name, seconds]) => [name, clock(Number(seconds))]),
    ['total', clock(Number(total))],
  ])}`,
);

const projects = read(projectsFile).map((line) => JSON.parse(line));
if (projects.length > 0)
  console.log(
    `\nCI time per test project\n${formatTable([
      ['project', 'node', 'files', 'tests', 'wall min:s', 'in workers min:s'],
      ...projects.map((p) => [
        p.project,
        p.node,
        p.files,
        p.tests,
        clock(p.wallMs / 1000),
        clock(p.busyMs / 1000),
      ]),
    ])}`,
  );
