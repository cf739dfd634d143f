// A vitest reporter that prints, at the end of a run, how long each project took: the wall time
// from its first file starting to its last file ending, the time its files spent in the workers
// (import, set-up, tests; more than the wall time when files run side by side), and its slowest
// files. With TEST_TIMES_FILE set, it also appends one JSON line per project there, so that a
// script running several vitest commands (CI) can print one table for the whole run.
import fs from 'node:fs';
import path from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Rows of cells as aligned columns, the first row a header. */
export function formatTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) =>
          i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]),
        )
        .join('  '),
    )
    .join('\n');
}

export default class ProjectTimesReporter {
  /** @type {Map<string, { start: number, end: number, files: { name: string, ms: number }[], tests: number, failed: number }>} */
  projects = new Map();
  root = process.cwd();

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  project(name) {
    let entry = this.projects.get(name);
    if (!entry) {
      entry = { start: Infinity, end: 0, files: [], tests: 0, failed: 0 };
      this.projects.set(name, entry);
    }
    return entry;
  }

  onTestModuleStart(testModule) {
    const entry = this.project(testModule.project.name);
    entry.start = Math.min(entry.start, Date.now());
  }

  onTestModuleEnd(testModule) {
    const entry = this.project(testModule.project.name);
    entry.end = Math.max(entry.end, Date.now());
    const d = testModule.diagnostic();
    const ms =
      d.environmentSetupDuration +
      d.prepareDuration +
      d.collectDuration +
      d.setupDuration +
      d.duration;
    entry.files.push({ name: path.relative(this.root, testModule.moduleId), ms });
    for (const test of testModule.children.allTests()) {
      entry.tests += 1;
      if (test.result().state === 'failed') entry.failed += 1;
    }
  }

  onTestRunEnd() {
    if (this.projects.size === 0) return;
    const rows = [['project', 'files', 'tests', 'wall', 'in workers']];
    const slowest = [];
    for (const [name, entry] of [...this.projects].sort(([a], [b]) => a.localeCompare(b))) {
      const wall = entry.end > entry.start ? entry.end - entry.start : 0;
      const busy = entry.files.reduce((sum, file) => sum + file.ms, 0);
      rows.push([name, entry.files.length, entry.tests, seconds(wall), seconds(busy)]);
      for (const file of entry.files) slowest.push({ ...file, project: name });
      if (process.env.TEST_TIMES_FILE)
        fs.appendFileSync(
          process.env.TEST_TIMES_FILE,
          `${JSON.stringify({ project: name, node: process.version, files: entry.files.length, tests: entry.tests, wallMs: wall, busyMs: busy })}\n`,
        );
    }
    slowest.sort((a, b) => b.ms - a.ms);
    const top = slowest.slice(0, 10).map((file) => [file.project, file.name, seconds(file.ms)]);
    console.log(`\nTime per project\n${formatTable(rows)}`);
    console.log(`\nSlowest files\n${formatTable([['project', 'file', 'time'], ...top])}`);
  }
}
