import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

import { type RealQuestion, realQuestions, searchBoxLength } from './real-questions';
import { answerableRealQuestions, figuresOf, realReport, realShortfalls } from './relevance';

const root = path.join(__dirname, '..', '..');

/** The .mdx file a site path comes from: /handbook/x/ is handbook/x.mdx or handbook/x/index.mdx */
function sourceOf(sitePath: string): string | undefined {
    const relative = sitePath.replace(/^\/|\/$/g, '');
    return [`${relative}.mdx`, `${relative}.md`, `${relative}/index.mdx`, `${relative}/index.md`]
        .map(candidate => path.join(root, candidate))
        .find(candidate => existsSync(candidate));
}

describe('the real questions', () => {
    it('are at least 100, of every kind', () => {
        assert.ok(realQuestions.length >= 100, `only ${realQuestions.length} real questions`);
        const kinds = new Set(realQuestions.map(question => question.kind));
        assert.deepEqual([...kinds].sort(), ['error', 'old-name', 'question', 'task']);
    });

    it('each come from a thread of the framework tracker', () => {
        for (const question of realQuestions) {
            assert.match(
                question.thread,
                /^https:\/\/github\.com\/serenity-js\/[\w.-]+\/(issues|discussions|pull)\/\d+$/,
                `${JSON.stringify(question.query)} has no thread URL`,
            );
            assert.ok(question.question.trim().length > 0, `${question.thread} does not say what was asked`);
        }
    });

    it('each have a query that fits the search box', () => {
        for (const question of realQuestions) {
            assert.ok(question.query.trim().length > 0, `${question.thread} has an empty query`);
            assert.ok(
                question.query.length <= searchBoxLength,
                `${JSON.stringify(question.query)} is longer than ${searchBoxLength} characters`,
            );
            assert.equal(
                question.query,
                question.query.trim(),
                `${JSON.stringify(question.query)} has spaces around it`,
            );
        }
    });

    it('accept pages in the form relevance-cases.ts uses, or say that no page answers', () => {
        for (const question of realQuestions) {
            if (question.answeredBy === 'none') {
                assert.deepEqual(question.accept, [], `${question.thread} answered by none yet accepts pages`);
                continue;
            }
            assert.ok(question.accept.length > 0, `${JSON.stringify(question.query)} accepts no page`);
            for (const accepted of question.accept) {
                assert.match(
                    accepted,
                    /^(api:[\w$./-]+|\/[\w./-]*\/(#[\w-]+)?)$/,
                    `${JSON.stringify(question.query)} accepts ${JSON.stringify(accepted)}, neither /path/, /path/#anchor nor api:Name`,
                );
            }
        }
    });

    it('accept only pages the site has', () => {
        for (const question of realQuestions) {
            for (const accepted of question.accept.filter(entry => entry.startsWith('/'))) {
                const sitePath = accepted.split('#')[0];
                assert.ok(
                    sourceOf(sitePath),
                    `${JSON.stringify(question.query)} accepts ${sitePath}, which has no page`,
                );
            }
        }
    });

    it('name only documented APIs, when the API reference has been generated', t => {
        const namesFile = path.join(root, '.docusaurus', 'api-reference', 'api-names.json');
        if (!existsSync(namesFile)) {
            t.skip('no .docusaurus/api-reference/api-names.json: run a build first');
            return;
        }
        const names = JSON.parse(readFileSync(namesFile, 'utf8')) as Record<string, string[]>;
        for (const question of realQuestions) {
            for (const accepted of question.accept.filter(entry => entry.startsWith('api:'))) {
                assert.ok(names[accepted.slice('api:'.length)]?.length, `${accepted} is not in the API reference`);
            }
        }
    });

    it('are measured without the content gaps, which the report lists apart', () => {
        const answerable = answerableRealQuestions();
        const gaps = realQuestions.filter(question => question.answeredBy === 'none');
        assert.equal(answerable.length + gaps.length, realQuestions.length);

        const asked = (query: string, kind: RealQuestion['kind']): RealQuestion => ({
            thread: 'https://github.com/serenity-js/serenity-js/issues/1',
            question: 'q',
            query,
            accept: ['/a/'],
            kind,
        });
        const results = [
            { case: asked('switch to iframe', 'task'), rank: 1, shown: ['/a/'] },
            { case: asked('Error: locator.click', 'error'), rank: 5, shown: ['/b/', '/c/', '/d/'] },
        ];
        const figures = figuresOf(results);
        assert.equal(figures.top1, 0.5);
        assert.deepEqual(realShortfalls(figures), [
            'real questions: top-3 50% is below 85%',
            'real questions: top-1 50% is below 70%',
        ]);
        const text = realReport(figures, results, [{ ...asked('old error', 'error'), accept: [], answeredBy: 'none' }]);
        assert.match(
            text,
            /"Error: locator.click" \(error, https:\/\/github.com\/serenity-js\/serenity-js\/issues\/1\) → #5; shown: \/b\/, \/c\/, \/d\//,
        );
        assert.doesNotMatch(text, /"switch to iframe"/);
        assert.match(text, /content gaps, not counted above\): 1/);
    });
});
