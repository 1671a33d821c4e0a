import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { examplesIn } from './extract';

describe('examplesIn', () => {
    const page = [
        '---',
        'title: Example',
        '---',
        '',
        '```ts title="spec/example.spec.ts"',
        'const answer: number = 42',
        '```',
        '',
        '```sh npm2yarn',
        'npm install @serenity-js/core',
        '```',
        '',
        '```typescript no-check',
        'actor.attemptsTo(',
        '```',
        '',
        '````yaml',
        'name: CI',
        '````',
        '',
        '  ```json',
        '  { "indented": true }',
        '  ```',
    ].join('\n');

    it('finds TypeScript, JSON and YAML blocks with the line their code starts on', () => {
        const examples = examplesIn('handbook/page.mdx', page);
        assert.deepEqual(examples.map(({ language, line, skipped }) => ({ language, line, skipped })), [
            { language: 'typescript', line: 6, skipped: false },
            { language: 'typescript', line: 14, skipped: true },
            { language: 'yaml', line: 18, skipped: false },
            { language: 'json', line: 22, skipped: false },
        ]);
        assert.equal(examples[0].code, 'const answer: number = 42');
        assert.equal(examples[0].meta, 'title="spec/example.spec.ts"');
        assert.equal(examples[3].code, '{ "indented": true }');
    });

    it('ignores shell and other languages', () => {
        assert.equal(examplesIn('x.mdx', '```sh\nls\n```\n```gherkin\nFeature: x\n```').length, 0);
    });
});
