/**
 * The browser builds' endpoint table: what the API alone reads is cut from each `defineEndpoint`
 * call, everything a browser uses stays, and every file of the table stays valid TypeScript.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const require = createRequire(import.meta.url);
const { stripEndpointDocs } = require('./endpoint-docs-loader.cjs');
const ts = require('typescript');

const endpoint = `
export const adminThing = defineEndpoint({
  method: 'GET',
  path: '/api/admin/things/:id',
  area,
  summary: 'One thing',
  description: 'A long text for the OpenAPI document.',
  access: 'owner',
  params: adminIdParams,
  query: thingQuery,
  responses: { 200: json('The thing.', thingSchema), 404: refused('No such thing.') },
});
`;

test('cuts the answers’ schemas and the words from an endpoint, keeps what a browser reads', () => {
  const stripped = stripEndpointDocs(endpoint);
  for (const gone of ['summary:', 'description:', 'responses:', 'thingSchema', 'refused('])
    assert.ok(!stripped.includes(gone), gone);
  for (const kept of [
    "method: 'GET'",
    "path: '/api/admin/things/:id'",
    'area,',
    "access: 'owner'",
    'params: adminIdParams',
    'query: thingQuery',
  ])
    assert.ok(stripped.includes(kept), kept);
});

test('cuts a last property with or without its trailing comma, and a middle one with its own', () => {
  // (A comma left before the closing brace is a trailing comma: valid.)
  const flat = (text) => text.replace(/\s+/g, ' ').replace(/, \}/g, ' }');
  for (const source of [
    "defineEndpoint({ method: 'GET', responses: {} });",
    "defineEndpoint({ method: 'GET', responses: {}, });",
    "defineEndpoint({ summary: 'x', method: 'GET' });",
  ])
    assert.equal(flat(stripEndpointDocs(source)), "defineEndpoint({ method: 'GET' });", source);
});

test('leaves every other object alone (a schema’s own description, a message)', () => {
  const source =
    "export const schema = { type: 'object', description: 'kept' };\n" +
    "export const messages = { summary: 'kept too' };\n";
  assert.equal(stripEndpointDocs(source), source);
});

test('every file of the endpoint table stays valid TypeScript, with no answer schema left in a call', () => {
  const dir = path.join(import.meta.dirname, '..', 'contracts', 'src', 'endpoints');
  const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.includes('.test.'));
  assert.ok(files.length > 10);
  let calls = 0;
  for (const name of files) {
    const stripped = stripEndpointDocs(readFileSync(path.join(dir, name), 'utf8'), name);
    const { diagnostics } = ts.transpileModule(stripped, {
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    assert.deepEqual(diagnostics, [], name);
    for (const call of stripped.split('defineEndpoint({').slice(1)) {
      calls += 1;
      const body = call.slice(0, call.indexOf('});'));
      assert.ok(!/^\s*(responses|summary|description):/m.test(body), `${name}: ${body}`);
      assert.match(body, /method:/, name);
    }
  }
  assert.ok(calls > 50, `${calls} endpoints`);
});
