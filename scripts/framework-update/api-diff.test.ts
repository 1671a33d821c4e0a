import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import type { ApiPackageDefinition } from '../../plugins/framework/api-reference/models';
import type { Project } from '../../plugins/framework/api-reference/typedoc-model';
import { apiDiffMarkdown, apiItems, diffApi, isEmpty } from './api-diff';

/**
 * Two TypeDoc models of a small package, made by the site's own TypeDoc worker from
 * fixtures/example-1.0.0/src and fixtures/example-1.1.0/src (see fixtures/README.md).
 */
const definition: ApiPackageDefinition = {
    name: '@serenity-js/example',
    entryPoints: [{ subpath: '', file: 'src/index.ts', label: 'Overview' }],
};
const model = (version: string) => ({
    definition,
    project: JSON.parse(
        readFileSync(path.join(__dirname, 'fixtures', `example-${version}.typedoc.json`), 'utf8'),
    ) as Project,
});
const before = apiItems(model('1.0.0'));
const after = apiItems(model('1.1.0'));
const diff = diffApi(before, after);

describe('the API of a model', () => {
    it('lists every declaration and public member, with signatures as the reference shows them', () => {
        const signatures = Object.fromEntries(before.map(item => [item.name, item.signatures.join(' | ')]));
        assert.deepEqual(signatures, {
            Actor: 'class Actor',
            'Actor.named': 'static named(name: string): Actor',
            'Actor.constructor': 'new Actor(name: string)',
            'Actor.name': 'readonly name: string',
            'Actor.attemptsTo': 'attemptsTo(...activities: string[]): Promise<void>',
            'Actor.whoCan': 'whoCan(...abilities: Ability[]): this',
            Ability: 'interface Ability',
            'Ability.abilityType': 'abilityType(): string',
            actorCalled: 'function actorCalled(name: string): Actor',
            Answerable: 'type Answerable<T> = T | Promise<T>',
            defaultTimeout: 'const defaultTimeout: 5000',
            Level: 'enum Level',
            'Level.Info': 'Info = "info"',
            'Level.Warn': 'Warn = "warn"',
            Clipboard: 'class Clipboard',
            'Clipboard.constructor': 'new Clipboard()',
            'Clipboard.copy': 'copy(text: string): void',
        });
    });

    it('links each top-level declaration to its page on the site', () => {
        const routes = Object.fromEntries(before.filter(item => item.route).map(item => [item.name, item.route]));
        assert.deepEqual(routes, {
            Actor: '/api/example/class/Actor/',
            Ability: '/api/example/interface/Ability/',
            actorCalled: '/api/example/function/actorCalled/',
            Answerable: '/api/example/#Answerable',
            defaultTimeout: '/api/example/#defaultTimeout',
            Level: '/api/example/enum/Level/',
            Clipboard: '/api/example/class/Clipboard/',
        });
    });
});

describe('the difference between two models', () => {
    it('has the items added, but not the members of an added class again', () => {
        assert.deepEqual(
            diff.added.map(item => `${item.kind} ${item.name}`),
            ['method Actor.answer', 'class Cast', 'enum member Level.Error'],
        );
    });

    it('has the items removed, but not the members of a removed class again', () => {
        assert.deepEqual(
            diff.removed.map(item => `${item.kind} ${item.name}`),
            ['class Clipboard'],
        );
    });

    it('has the signatures that changed, before and after', () => {
        assert.deepEqual(
            diff.changed.map(({ before, after }) => [before.signatures, after.signatures]),
            [
                [
                    ['attemptsTo(...activities: string[]): Promise<void>'],
                    ['attemptsTo(...activities: string[]): Promise<Actor>'],
                ],
                [
                    ['function actorCalled(name: string): Actor'],
                    ['function actorCalled(name: string, cast?: Cast): Actor'],
                ],
            ],
        );
    });

    it('has what became deprecated, with its notice', () => {
        assert.deepEqual(
            diff.deprecated.map(item => [item.name, item.deprecated]),
            [['Actor.whoCan', 'Give abilities through a Cast instead.']],
        );
        assert.deepEqual(
            diffApi(after, before).undeprecated.map(item => item.name),
            ['Actor.whoCan'],
        );
    });

    it('is empty between a model and itself', () => {
        assert.ok(isEmpty(diffApi(after, after)));
        assert.ok(!isEmpty(diff));
    });
});

describe('the Markdown for a release note', () => {
    const markdown = apiDiffMarkdown(
        [
            { packageName: '@serenity-js/example', diff },
            { packageName: '@serenity-js/rest', diff: diffApi(before, before) },
        ],
        {
            from: '1.0.0',
            to: '1.1.0',
            notCompared: { modules: ['@serenity-js/jasmine'], reason: 'the registry has no 1.1.0 of it' },
        },
    );

    it('says what was compared and what was not', () => {
        assert.ok(
            markdown.startsWith(
                '## API changes from 1.0.0 to 1.1.0\n\n2 modules compared, 1 with changes to the public API.\n' +
                    'Not compared: `@serenity-js/jasmine` (the registry has no 1.1.0 of it).\n',
            ),
            markdown,
        );
        assert.ok(markdown.endsWith('No changes to the public API of `@serenity-js/rest`.\n'), markdown);
    });

    it('shows each change under its heading, linking to the pages that exist', () => {
        const section = markdown.slice(markdown.indexOf('### `@serenity-js/example`'));
        assert.deepEqual(
            section.split('\n').filter(line => line.startsWith('**')),
            ['**Added**', '**Removed**', '**Signatures changed**', '**Deprecated**'],
        );
        assert.ok(
            section.includes('- class [`Cast`](/api/example/class/Cast/)\n  ```ts\n  class Cast\n  ```'),
            section,
        );
        assert.ok(section.includes('- class `Clipboard`\n'), section);
        assert.ok(
            section.includes(
                '- method `Actor.attemptsTo`\n  ```diff\n  - attemptsTo(...activities: string[]): Promise<void>\n  + attemptsTo(...activities: string[]): Promise<Actor>\n  ```',
            ),
            section,
        );
        assert.ok(section.includes('- method `Actor.whoCan`: Give abilities through a Cast instead.'), section);
    });
});
