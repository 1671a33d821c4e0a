import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { stripAnsi } from './ansi';
import { asTheReaderSeesIt, consoleSections, sectionWith } from './console-output';

const esc = '\u001B';
const dashes = `${esc}[33m${'-'.repeat(80)}${esc}[39m`;
const doubles = `${esc}[33m${'='.repeat(80)}${esc}[39m`;

const output = [
    'npm warn something unrelated',
    dashes,
    '/home/reader/tiny-todo-tests/specs/todo-list.spec.ts:11',
    '',
    `${esc}[1mTiny To-do: starts with an empty list${esc}[22m`,
    `  ${esc}[32m✓ ${esc}[39mToby navigates to "/" (97ms)`,
    '',
    dashes,
    '/home/reader/tiny-todo-tests/specs/todo-list.spec.ts:22',
    '',
    `${esc}[1mTiny To-do: lists the items in the order they were recorded${esc}[22m`,
    `  ${esc}[31m✗ Toby ensures that … (12ms)${esc}[39m`,
    '      at /home/reader/tiny-todo-tests/specs/todo-list.spec.ts:16:20',
    '      at Ensure.performAs (/home/reader/tiny-todo-tests/node_modules/@serenity-js/assertions/src/Ensure.ts:140:41)',
    '      at process.<anonymous> (C:\\work\\node_modules\\playwright\\lib\\common\\process.js:73:22)',
    doubles,
    'Execution Summary',
    '',
    'Tiny To-do: 1 failed, 1 successful, 2 total (2s 100ms)',
    doubles,
    '',
    'To open last HTML report run:',
].join('\n');

describe('consoleSections', () => {
    it('finds each scenario, from its dashed line to the last line before the next one, without trailing blank lines', () => {
        const sections = consoleSections(output);
        assert.deepEqual(
            sections.map(section => section.kind),
            ['scenario', 'scenario', 'summary'],
        );
        assert.deepEqual(stripAnsi(sections[0].text).split('\n'), [
            '-'.repeat(80),
            '/home/reader/tiny-todo-tests/specs/todo-list.spec.ts:11',
            '',
            'Tiny To-do: starts with an empty list',
            '  ✓ Toby navigates to "/" (97ms)',
        ]);
    });

    it('keeps the summary between its two double lines, and ignores what follows', () => {
        const summary = consoleSections(output)[2];
        assert.equal(
            stripAnsi(summary.text),
            [
                '='.repeat(80),
                'Execution Summary',
                '',
                'Tiny To-do: 1 failed, 1 successful, 2 total (2s 100ms)',
                '='.repeat(80),
            ].join('\n'),
        );
    });

    it('keeps the escape sequences, so the colours survive', () => {
        assert.ok(consoleSections(output)[0].text.includes(`${esc}[32m✓`));
    });

    it('finds nothing in output without separators', () => {
        assert.deepEqual(consoleSections('Running 3 tests using 1 worker\n'), []);
    });
});

describe('sectionWith', () => {
    it('picks the section that mentions the scenario', () => {
        assert.ok(sectionWith(consoleSections(output), 'lists the items').text.includes('todo-list.spec.ts:22'));
    });

    it('fails when the words are missing or ambiguous, so a renamed scenario is noticed', () => {
        assert.throws(() => sectionWith(consoleSections(output), 'no such scenario'), /found 0/);
        assert.throws(() => sectionWith(consoleSections(output), 'Tiny To-do'), /found 3/);
    });
});

describe('asTheReaderSeesIt', () => {
    it("makes the project's paths relative and leaves out the stack frames inside node_modules", () => {
        const text = stripAnsi(
            asTheReaderSeesIt(
                sectionWith(consoleSections(output), 'lists the items').text,
                '/home/reader/tiny-todo-tests',
            ),
        );
        assert.deepEqual(text.split('\n').slice(1), [
            'specs/todo-list.spec.ts:22',
            '',
            'Tiny To-do: lists the items in the order they were recorded',
            '  ✗ Toby ensures that … (12ms)',
            '      at specs/todo-list.spec.ts:16:20',
        ]);
    });
});
