import { describe, expect, it } from 'vitest';
import { formatTable } from './project-times-reporter.mjs';

describe('the time table', () => {
  it('aligns names on the left and numbers on the right, under their header', () => {
    expect(
      formatTable([
        ['project', 'wall'],
        ['server-pg', '12.5 s'],
        ['web', '130.0 s'],
      ]).split('\n'),
    ).toEqual(['project       wall', 'server-pg   12.5 s', 'web        130.0 s']);
  });
});
