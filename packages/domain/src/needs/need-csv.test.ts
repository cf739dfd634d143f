import { describe, expect, it } from 'vitest';
import { NEEDS_CSV_COLUMNS, neutraliseCsvCell } from './need-csv.ts';
import type { TNeed } from './need.schema.ts';

describe('neutraliseCsvCell', () => {
  it.each(['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx'])('prefixes %j with a quote', (v) => {
    expect(neutraliseCsvCell(v)).toBe(`'${v}`);
  });
  it('leaves ordinary text alone', () => {
    expect(neutraliseCsvCell('ACME')).toBe('ACME');
  });
});

describe('NEEDS_CSV_COLUMNS', () => {
  it('writes the decided columns', () => {
    expect(NEEDS_CSV_COLUMNS.map((c) => c.header)).toEqual([
      'id',
      'title',
      'client',
      'priority',
      'status',
      'consultants',
      'quantity',
      'tjm',
      'order clients',
      'order client e-mails',
      'analysis status',
      'required skills',
      'created',
      'updated',
    ]);
    const need = {
      id: 'n1',
      title: '=Dev',
      client: 'ACME',
      priority: 'P1',
      status: 'sold',
      consultants: ['u1'],
      quantity: 2,
      tjm: 500,
      orderClients: ['Alice', 'Bob'],
      orderClientsEmail: ['a@x.io', ''],
      jdAnalysisStatus: 'READY',
      jdRequiredSkills: ['Java'],
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
    } as unknown as TNeed;
    const ctx = { consultantNames: () => ['Sam Sales'] };
    // The raw values: the server's csv-stringify quotes them and neutralises '=Dev'.
    expect(NEEDS_CSV_COLUMNS.map((c) => c.value(need, ctx))).toEqual([
      'n1',
      '=Dev',
      'ACME',
      'P1',
      'sold',
      'Sam Sales',
      '2',
      '500',
      'Alice; Bob',
      'a@x.io',
      'READY',
      'Java',
      '2025-01-01T00:00:00.000Z',
      '2025-01-02T00:00:00.000Z',
    ]);
  });
});
