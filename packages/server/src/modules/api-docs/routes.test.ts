import { actionTable, type ActionDefinition } from '@bookfront/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

describe('GET /api/openapi.json', () => {
  it('describes every action of the contract’s table with its access rule and failure codes', async () => {
    const { inject } = await buildTestApp();

    const response = await inject({ method: 'GET', url: '/api/openapi.json' });

    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { 'x-access': string }>>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    const definitions: Record<string, ActionDefinition> = actionTable;
    for (const [name, definition] of Object.entries(definitions)) {
      const operation = document.paths[`/${name}`]?.[definition.download ? 'get' : 'post'];
      expect(operation?.['x-access'], name).toBe(definition.access);
    }
  });
});
