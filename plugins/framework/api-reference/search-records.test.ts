import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import { indexDeclarations } from './declaration-index';
import { loadMarkdownProcessor } from './markup';
import { renderPages } from './pages';
import { createResolver } from './resolver';
import { apiSearchRecords, firstSentence, markupSections } from './search-records';
import { catalogueOf, coreModel } from './test-models';

describe('firstSentence', () => {
    it('ends at the first full stop that ends a sentence, not at one inside a name or a version', () => {
        assert.equal(firstSentence('Calls Ensure.that(). Then waits.'), 'Calls Ensure.that().');
        assert.equal(firstSentence('Supports 3.42.2 and later. More.'), 'Supports 3.42.2 and later.');
        assert.equal(firstSentence('No full stop at all'), 'No full stop at all');
        assert.equal(firstSentence(`${'word '.repeat(80)}end.`, 40).length <= 40, true);
    });
});

describe('markupSections', () => {
    it('gives each heading the text up to the next one, leaving code out', () => {
        assert.deepEqual(
            markupSections([
                ['p', null, 'Intro.'],
                ['h3', { id: 'usage' }, 'Usage'],
                ['p', null, 'Call it.'],
                ['pre', null, ['code', null, 'x()']],
                ['ul', null, ['li', null, 'One'], ['li', null, 'two']],
                ['h4', { id: 'more' }, 'More'],
            ]),
            [
                { id: 'usage', heading: 'Usage', level: 3, text: 'Call it. Onetwo' },
                { id: 'more', heading: 'More', level: 4, text: '' },
            ],
        );
    });
});

describe('apiSearchRecords', () => {
    let records: ReturnType<typeof apiSearchRecords>;
    before(async () => {
        await loadMarkdownProcessor();
        const models = [coreModel('# core\n\n## Composing expectations\n\nCompose them.\n')];
        const index = indexDeclarations(models);
        const { pages } = renderPages(index, createResolver(index), catalogueOf(models));
        records = apiSearchRecords(pages, 'https://serenity-js.org');
    });
    const find = (url: string) => records.find(record => record.url === `https://serenity-js.org${url}`);

    it('makes a declaration a record of its own: kind, module, name, members and declaration, its first sentence as text', () => {
        assert.deepEqual(find('/api/core/class/Question/')?.api, {
            kind: 'class',
            name: 'Question',
            module: '@serenity-js/core',
            members: ['description', 'about', 'describedAs'],
            signature: 'abstract class Question',
        });
        assert.equal(find('/api/core/class/Question/')?.content, 'Questions let actors retrieve information.');
        assert.equal(find('/api/core/class/Question/')?.hierarchy.lvl0, 'API');
    });

    it('makes each documented member a record under its declaration, with its signature, and leaves inherited ones out', () => {
        const about = find('/api/core/class/Question/#about');
        assert.equal(about?.type, 'lvl3');
        assert.deepEqual(about?.api, {
            kind: 'method',
            name: 'Question.about',
            module: '@serenity-js/core',
            signature: 'static about(): Question',
        });
        assert.equal(find('/api/core/class/Question/#toString'), undefined, 'inherited from TinyType');
        assert.equal(find('/api/core/class/Text/#describedAs'), undefined, 'inherited from Question');
    });

    it('indexes type aliases, the module and the sections of README and doc comments — never page chrome', () => {
        assert.equal(find('/api/core/#Answerable')?.api?.signature, 'type Answerable<T> = Question | T');
        assert.equal(find('/api/core/')?.api?.kind, 'module');
        assert.equal(find('/api/core/#composing-expectations')?.content, 'Compose them.');
        assert.equal(find('/api/core/class/Question/#answering-questions')?.api?.kind, 'section');
        const text = JSON.stringify(records);
        for (const chrome of ['Defined in', 'Inherited from', 'Returns', 'protectedreadonly']) {
            assert.equal(text.includes(chrome), false, chrome);
        }
        assert.equal(new Set(records.map(record => record.objectID)).size, records.length, 'objectIDs are unique');
    });
});
