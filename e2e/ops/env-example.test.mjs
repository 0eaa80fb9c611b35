// .env.example is the operator's one list of settings: the API's variables first, then a
// block of those only docker-compose.yml reads. Checked against the compose file and the
// API's configuration code, so neither can grow a variable the example does not document.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiConfigNames, composeVariables, envExampleSections } from './support/compose.mjs';

const { api, composeOnly } = envExampleSections();

describe('.env.example', () => {
  it('documents every variable the API configuration reads, in the API part', () => {
    const missing = apiConfigNames().filter((name) => !api.includes(name));
    assert.deepEqual(missing, [], `not in .env.example: ${missing.join(', ')}`);
  });

  it('documents every variable docker-compose.yml interpolates', () => {
    const documented = new Set([...api, ...composeOnly]);
    const missing = composeVariables().filter((name) => !documented.has(name));
    assert.deepEqual(missing, [], `not in .env.example: ${missing.join(', ')}`);
  });

  it('keeps only compose variables in the compose-only block', () => {
    assert.ok(composeOnly.length > 0, 'the compose-only block is missing');
    const used = new Set(composeVariables());
    const read = new Set(apiConfigNames());
    for (const name of composeOnly) {
      assert.ok(used.has(name), `${name} is not used by docker-compose.yml`);
      assert.ok(!read.has(name), `${name} is read by the API: it belongs in the API part`);
    }
    for (const name of ['POSTGRES_PASSWORD', 'MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD']) {
      assert.ok(composeOnly.includes(name), `${name} is not documented`);
    }
  });
});
