import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import type { ItemPage, OverviewPage, Part } from '../../../shared/api-reference';
import { indexDeclarations } from './declaration-index';
import { loadMarkdownProcessor } from './markup';
import type { PackageModel } from './models';
import { renderPages } from './pages';
import { createResolver } from './resolver';
import { catalogueOf, coreModel, webModel } from './test-models';

const readme = `# @serenity-js/core

Intro.

## Composing expectations

Text.

### Details

More.
`;

function render(models: PackageModel[]) {
    const index = indexDeclarations(models);
    return renderPages(index, createResolver(index), catalogueOf(models));
}

const text = (parts: Part[] | undefined) => (parts ?? []).map(part => part.t).join('');

describe('renderPages', () => {
    let rendered: ReturnType<typeof render>;
    before(async () => {
        await loadMarkdownProcessor();
        rendered = render([coreModel(readme), webModel()]);
    });
    const page = <T extends ItemPage | OverviewPage>(route: string) =>
        rendered.pages.find(candidate => candidate.route === route) as T;

    it('renders a page per class and enum, then an overview per module', () => {
        assert.deepEqual(
            rendered.pages.map(candidate => candidate.route),
            [
                '/api/core/class/Question/',
                '/api/core/class/Text/',
                '/api/core/enum/Outcome/',
                '/api/core/',
                '/api/web/class/PageTitle/',
                '/api/web/',
            ],
        );
    });

    it('shows a class declaration with its type parameters and parents linked, across packages', () => {
        const title = page<ItemPage>('/api/web/class/PageTitle/');
        assert.equal(text(title.code), 'class PageTitle extends Question<Promise<string>>');
        assert.deepEqual(
            title.code?.filter(part => part.h).map(part => [part.t, part.h]),
            [
                ['Question', '/api/core/class/Question/'],
                ['Promise', 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise'],
            ],
        );
        assert.equal(text(page<ItemPage>('/api/core/class/Question/').code), 'abstract class Question');
    });

    it('leaves out static methods a class inherits, but keeps and marks inherited instance members', () => {
        const methods = page<ItemPage>('/api/core/class/Text/').sections.find(
            section => section.title === 'Methods',
        )!.members;
        assert.deepEqual(
            methods.map(member => member.name),
            ['describedAs'],
        );
        assert.deepEqual(methods[0].inheritedFrom, {
            text: 'Question.describedAs',
            href: '/api/core/class/Question/#describedAs',
        });
    });

    it('documents an accessor with its getter and setter', () => {
        const accessors = page<ItemPage>('/api/core/class/Question/').sections.find(
            section => section.id === 'accessors',
        )!;
        assert.deepEqual(
            accessors.members.map(member => member.signatures.map(signature => text(signature.code))),
            [['get description(): string', 'set description(value: string)']],
        );
        assert.equal(text(accessors.members[0].signatures[0].returns?.type), 'string');
        assert.equal(accessors.members[0].signatures[1].returns, undefined, 'a setter returns nothing to show');
    });

    it('documents enum members with their values', () => {
        const members = page<ItemPage>('/api/core/enum/Outcome/').sections[0];
        assert.equal(members.title, 'Enumeration Members');
        assert.deepEqual(
            members.members.map(member => text(member.code)),
            ['Success = "success"', 'Failure = "failure"'],
        );
    });

    it('lists sections in a fixed order and members static first in the table of contents, after the headings of the comment', () => {
        assert.deepEqual(
            page<ItemPage>('/api/core/class/Question/').toc.map(entry => `${entry.level} ${entry.value}`),
            [
                '2 Answering questions',
                '2 Accessors',
                '3 description',
                '2 Methods',
                '3 static about',
                '3 describedAs',
                '3 toString',
            ],
        );
    });

    it('links "Defined in" to the release tag for the package\'s own sources, and gives inherited third-party members none', () => {
        const question = page<ItemPage>('/api/core/class/Question/');
        assert.equal(
            question.source?.url,
            'https://github.com/serenity-js/serenity-js/blob/v3.42.2/packages/core/src/screenplay/Question.ts#L10',
        );
        const toString = question.sections
            .flatMap(section => section.members)
            .find(member => member.name === 'toString')!;
        assert.equal(toString.source, undefined);
        assert.deepEqual(toString.inheritedFrom, { text: 'TinyType.toString' });
    });

    it('documents type aliases and variables on the overview, under anchors of their own', () => {
        const overview = page<OverviewPage>('/api/core/');
        assert.deepEqual(
            overview.declarations.map(declaration => [declaration.name, declaration.kind, text(declaration.code)]),
            [
                ['Answerable', 'type', 'type Answerable<T> = Question | T'],
                ['defaultTimeout', 'variable', 'const defaultTimeout: number'],
            ],
        );
        const types = overview.categories.find(category => category.title === 'Type Aliases')!;
        assert.deepEqual(
            types.items.map(item => [item.name, item.href, JSON.stringify(item.summary)]),
            [['Answerable', '#Answerable', '[["p",null,"A value, or a question about one."]]']],
        );
    });

    it("groups an overview's items by category, and shows the package's catalogue entry", () => {
        const overview = page<OverviewPage>('/api/core/');
        assert.deepEqual(
            overview.categories.map(category => [category.title, category.items.map(item => item.name)]),
            [
                ['Classes', ['Question', 'Text']],
                ['Enums', ['Outcome']],
                ['Type Aliases', ['Answerable']],
                ['Variables', ['defaultTimeout']],
            ],
        );
        assert.equal(overview.catalogueEntry.description, '@serenity-js/core does things');
    });

    it('shows the README on the main overview, its headings anchored and its sections in the table of contents', () => {
        const overview = page<OverviewPage>('/api/core/');
        assert.deepEqual(overview.toc.slice(-2), [
            { id: 'about-this-module', value: 'About this module', level: 2 },
            { id: 'composing-expectations', value: 'Composing expectations', level: 3 },
        ]);
        assert.ok(rendered.anchors.get('/api/core/')?.has('details'), 'deeper headings are anchors too');
        assert.ok(rendered.anchors.get('/api/core/class/Question/')?.has('answering-questions'));
    });

    it("gives a heading the old ids the framework's READMEs still link to, and reports an alias whose heading is gone", () => {
        const models = [coreModel(readme)];
        const index = indexDeclarations(models);
        const aliased = renderPages(index, createResolver(index), catalogueOf(models), {
            '/api/core/#composing-expectations-using-expectationto': '/api/core/#composing-expectations',
            '/api/core/#gone-too': '/api/core/#gone',
        });
        const overview = aliased.pages.find(candidate => candidate.route === '/api/core/') as OverviewPage;
        assert.deepEqual(
            overview.readme.find(node => Array.isArray(node) && node[0] === 'h3'),
            [
                'h3',
                { id: 'composing-expectations', aliases: 'composing-expectations-using-expectationto' },
                'Composing expectations',
            ],
        );
        assert.ok(aliased.anchors.get('/api/core/')?.has('composing-expectations-using-expectationto'));
        assert.deepEqual(aliased.problems, [
            'The anchor aliases /api/core/#gone-too name /api/core/#gone, which is no heading of the reference: update api-docs/modules.ts',
        ]);
    });
});
