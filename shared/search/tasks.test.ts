import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { taskNamesOf, taskVocabulary } from './tasks';
import { queryTerms } from './text';

const siteDir = path.resolve(__dirname, '..', '..');

/** The TypeScript sources of an installed module, outside its specs */
function sourcesOf(module: string): string[] {
    const dir = path.join(siteDir, 'node_modules', module, 'src');
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter(file => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
        .map(file => readFileSync(path.join(dir, file), 'utf8'));
}

describe('taskVocabulary', () => {
    it('names only what the installed modules export', () => {
        const sources = new Map<string, string>();
        for (const { name, module } of taskVocabulary) {
            if (!sources.has(module)) {
                sources.set(module, sourcesOf(module).join('\n'));
            }
            const exported = new RegExp(`export (?:abstract )?(?:class|const|function) ${name}\\b`);
            assert.ok(exported.test(sources.get(module) ?? ''), `${module} exports no ${name}`);
        }
    });

    it('gives each phrase to one name only, so a reader’s words never point two ways', () => {
        const seen = new Map<string, string>();
        for (const { name, phrases } of taskVocabulary) {
            for (const phrase of phrases) {
                assert.equal(seen.get(phrase) ?? name, name, `"${phrase}" is given to ${seen.get(phrase)} and ${name}`);
                seen.set(phrase, name);
            }
        }
    });
});

describe('taskNamesOf', () => {
    const namesOf = (query: string) => taskNamesOf(queryTerms(query));

    it('finds the framework’s name for the task a phrase of the query describes, on each word of the phrase', () => {
        assert.deepEqual(namesOf('mouse over menu'), [['hover'], ['hover'], []]);
        assert.deepEqual(namesOf('how to type into a field'), [[], [], ['enter'], ['enter'], [], []]);
    });

    it('compares the words in their stemmed form, as the index has them', () => {
        assert.deepEqual(namesOf('reading texts'), [['text'], ['text']]);
    });

    it('needs the whole phrase, in order', () => {
        assert.deepEqual(namesOf('mouse menu over'), [[], [], []]);
        assert.deepEqual(namesOf('drag the file'), [[], [], []]);
    });
});
