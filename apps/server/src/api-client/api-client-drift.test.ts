import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/test-app.ts';
import { readApiClientFiles, renderApiClientFiles } from './generate.ts';

describe('the committed API client', () => {
  const t = useTestContext({ env: { JOBS_WORKERS: 'false' } });

  it('matches what the app generates today', async () => {
    const expected = await renderApiClientFiles(structuredClone(t.app.swagger()) as never);
    const committed = readApiClientFiles();
    for (const [name, text] of Object.entries(expected))
      expect(
        committed[name as keyof typeof committed] === text,
        `packages/api-client/${name} is out of date: run \`npm run api:generate\` and commit the result`,
      ).toBe(true);
  });
});
