import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_FOLD_SQL, foldSearchText } from '@staffing/domain';
import { openTestDatabase } from '../../test/test-app.ts';
import type { TDatabase } from './client.ts';
import { candidates, needs } from './schema/index.ts';

describe('search_text columns', () => {
  let database: TDatabase;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('fold every mapped character exactly as the domain rule does', async () => {
    const title = 'Développeur';
    const client = 'Socie\u0301te\u0301 GÉNÉRALE';
    const description = `Every mapped character: ${SEARCH_FOLD_SQL.from}`;
    const [row] = await database.db
      .insert(needs)
      .values({ title, client, description })
      .returning({ searchText: needs.searchText });
    expect(row!.searchText).toBe(
      [title, client, description].map((field) => foldSearchText(field)).join('\n'),
    );
  });

  it('follow every write, whatever path made it', async () => {
    const [need] = await database.db
      .insert(needs)
      .values({ title: 'Chef de projet', client: 'Crédit Agricole' })
      .returning();
    await database.db
      .update(needs)
      .set({ description: 'Équipe Sécurité' })
      .where(eq(needs.id, need!.id));
    const [after] = await database.db
      .select({ searchText: needs.searchText })
      .from(needs)
      .where(eq(needs.id, need!.id));
    expect(after!.searchText).toBe('chef de projet\ncredit agricole\nequipe securite');

    const [candidate] = await database.db
      .insert(candidates)
      .values({ name: 'Hélène Dupré', email: 'HELENE@example.com', skills: ['Réseaux'] })
      .returning({ searchText: candidates.searchText });
    expect(candidate!.searchText).toBe('helene dupre\nhelene@example.com\n\n\n["reseaux"]');
  });
});
