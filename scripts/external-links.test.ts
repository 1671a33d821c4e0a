import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import {
    type Answer,
    checkLink,
    checkLinks,
    externalLinksOf,
    externalLinksOfSite,
    type Fetcher,
    reportMarkdown,
    routeOf,
} from './external-links';

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

/** Answers from a table of URL → answers, one per request in turn; records every request */
function scriptedFetcher(answers: Record<string, Array<Answer | Error>>) {
    const requests: string[] = [];
    const fetcher: Fetcher = async (url, method) => {
        requests.push(`${method} ${url}`);
        const queue = answers[url] ?? [{ status: 200 }];
        const answer = queue.length > 1 ? queue.shift() : queue[0];
        if (answer instanceof Error) {
            throw answer;
        }
        return answer as Answer;
    };
    return { fetcher, requests };
}

const noWait = { sleep: async () => undefined };

function networkError(code: string): Error {
    return Object.assign(new TypeError('fetch failed'), { cause: { code } });
}

describe('external links of the built site', () => {
    it('are the links to other origins, without fragments, once each', () => {
        const html = page(`
            <a href="https://github.com/serenity-js/serenity-js#readme">repo</a>
            <a href="https://github.com/serenity-js/serenity-js">repo again</a>
            <a href="https://serenity-js.org/handbook/">own site, absolute</a>
            <a href="/api/core/">own site, relative</a>
            <a href="#anchor">anchor</a>
            <a href="mailto:someone@example.org">mail</a>
            <a href="http://localhost:3000/">example app</a>
            <a href="https://api.example.com/users">placeholder</a>
            <a href="https://github.com/serenity-js/serenity-js.org/tree/main/handbook/index.mdx" class="theme-edit-this-page">Edit this page</a>
            <a href="https://developer.mozilla.org/en-US/docs/Web/API/URL">MDN</a>`);
        assert.deepEqual(externalLinksOf(html, 'https://serenity-js.org'), [
            'https://github.com/serenity-js/serenity-js',
            'https://developer.mozilla.org/en-US/docs/Web/API/URL',
        ]);
    });

    it('name the pages that link to them, by route', async () => {
        const buildDir = await mkdtemp(path.join(tmpdir(), 'external-links-'));
        await mkdir(path.join(buildDir, 'handbook'));
        await mkdir(path.join(buildDir, 'odd.html'));
        await writeFile(
            path.join(buildDir, 'index.html'),
            page('<a href="https://www.npmjs.com/package/@serenity-js/core">npm</a>'),
        );
        await writeFile(
            path.join(buildDir, 'handbook', 'index.html'),
            page(
                '<a href="https://www.npmjs.com/package/@serenity-js/core">npm</a><a href="https://nodejs.org/">Node</a>',
            ),
        );
        await writeFile(path.join(buildDir, 'odd.html', 'index.html'), page('<a href="https://nodejs.org/">Node</a>'));
        const links = externalLinksOfSite(buildDir, 'https://serenity-js.org');
        assert.deepEqual(Object.fromEntries(links), {
            'https://www.npmjs.com/package/@serenity-js/core': ['/handbook/', '/'],
            'https://nodejs.org/': ['/handbook/', '/odd.html/'],
        });
        assert.equal(routeOf(path.join('legal', 'license.html')), '/legal/license.html');
    });
});

describe('checking a link', () => {
    it('is one HEAD request when the host answers it', async () => {
        const { fetcher, requests } = scriptedFetcher({ 'https://a.dev/': [{ status: 200 }] });
        assert.deepEqual(await checkLink('https://a.dev/', { fetcher, ...noWait }), {
            url: 'https://a.dev/',
            verdict: 'ok',
            reason: '200',
        });
        assert.deepEqual(requests, ['HEAD https://a.dev/']);
    });

    it('asks again with GET when HEAD is refused or answered wrongly', async () => {
        const { fetcher, requests } = scriptedFetcher({ 'https://a.dev/x': [{ status: 405 }, { status: 200 }] });
        assert.equal((await checkLink('https://a.dev/x', { fetcher, ...noWait })).verdict, 'ok');
        assert.deepEqual(requests, ['HEAD https://a.dev/x', 'GET https://a.dev/x']);
    });

    it('reports a page that is gone, or a host that does not exist, as broken', async () => {
        const { fetcher } = scriptedFetcher({
            'https://a.dev/gone': [{ status: 404 }],
            'https://a.dev/removed': [{ status: 410 }],
            'https://no-such-host.dev/': [networkError('ENOTFOUND')],
        });
        const results = await checkLinks(['https://a.dev/gone', 'https://a.dev/removed', 'https://no-such-host.dev/'], {
            fetcher,
            ...noWait,
        });
        assert.deepEqual(
            results.map(({ verdict, reason }) => `${verdict} ${reason}`),
            ['broken 404', 'broken 410', 'broken ENOTFOUND'],
        );
    });

    it('leaves a link unverified when the host turns automated clients away', async () => {
        const { fetcher } = scriptedFetcher({
            'https://www.linkedin.com/in/someone/': [{ status: 999 }],
            'https://www.npmjs.com/package/x': [{ status: 403 }],
        });
        const results = await checkLinks(['https://www.linkedin.com/in/someone/', 'https://www.npmjs.com/package/x'], {
            fetcher,
            ...noWait,
        });
        assert.deepEqual(
            results.map(({ verdict, reason }) => `${verdict} ${reason}`),
            ['unverified 999', 'unverified 403'],
        );
    });

    it("waits as long as a 429's Retry-After asks, within a limit", async () => {
        const waits: number[] = [];
        const { fetcher } = scriptedFetcher({
            'https://github.com/a': [{ status: 429, retryAfter: 5 }, { status: 429, retryAfter: 7 }, { status: 200 }],
            'https://github.com/b': [{ status: 429, retryAfter: 3600 }],
        });
        const sleep = async (seconds: number) => void waits.push(seconds);
        assert.equal((await checkLink('https://github.com/a', { fetcher, sleep })).verdict, 'ok');
        assert.deepEqual(waits, [7]);
        assert.deepEqual(await checkLink('https://github.com/b', { fetcher, sleep }), {
            url: 'https://github.com/b',
            verdict: 'unverified',
            reason: '429',
        });
    });

    it('tries a server error or a time-out once more before judging', async () => {
        const { fetcher, requests } = scriptedFetcher({
            'https://a.dev/flaky': [{ status: 503 }, { status: 503 }, { status: 200 }],
            'https://a.dev/down': [{ status: 500 }],
            'https://a.dev/slow': [Object.assign(new Error('timed out'), { name: 'TimeoutError' })],
        });
        assert.equal((await checkLink('https://a.dev/flaky', { fetcher, ...noWait })).verdict, 'ok');
        assert.deepEqual(await checkLink('https://a.dev/down', { fetcher, ...noWait }), {
            url: 'https://a.dev/down',
            verdict: 'broken',
            reason: '500',
        });
        assert.deepEqual(await checkLink('https://a.dev/slow', { fetcher, ...noWait }), {
            url: 'https://a.dev/slow',
            verdict: 'unverified',
            reason: 'timeout',
        });
        assert.equal(requests.filter(request => request.endsWith('/down')).length, 3, 'HEAD, GET, and one retry');
    });

    it('asks one host at most `perHost` times at once', async () => {
        let running = 0;
        let most = 0;
        const fetcher: Fetcher = async () => {
            running++;
            most = Math.max(most, running);
            await new Promise(resolve => setTimeout(resolve, 5));
            running--;
            return { status: 200 };
        };
        const urls = Array.from({ length: 12 }, (_, n) => `https://github.com/page-${n}`);
        const results = await checkLinks(urls, { fetcher, concurrency: 8, perHost: 2 });
        assert.equal(most, 2);
        assert.deepEqual(
            results.map(result => result.url),
            urls,
        );
    });
});

describe('the report', () => {
    const pagesByLink = new Map([
        ['https://a.dev/gone', ['/handbook/', '/api/core/', '/blog/', '/releases/']],
        ['https://www.npmjs.com/package/x', ['/']],
        ['https://a.dev/fine', ['/']],
    ]);
    const results = [
        { url: 'https://a.dev/gone', verdict: 'broken' as const, reason: '404' },
        { url: 'https://www.npmjs.com/package/x', verdict: 'unverified' as const, reason: '403' },
        { url: 'https://a.dev/fine', verdict: 'ok' as const, reason: '200' },
    ];

    it('lists each failing link with the pages that link to it, and the unverified ones apart', () => {
        const report = reportMarkdown(results, pagesByLink, {
            date: '2026-11-23',
            pages: 5,
            ownOrigin: 'https://serenity-js.org',
        });
        assert.match(
            report,
            /^The external link check of 2026-11-23 asked for the 3 links to other sites found on 5 pages/,
        );
        assert.match(report, /1 fails/);
        assert.ok(
            report.includes(
                '| https://a.dev/gone | 404 Not Found | [/handbook/](https://serenity-js.org/handbook/), [/api/core/](https://serenity-js.org/api/core/), [/blog/](https://serenity-js.org/blog/) and 1 more |',
            ),
            report,
        );
        const details = report.slice(report.indexOf('<details>'));
        assert.ok(details.includes('| https://www.npmjs.com/package/x | 403 Forbidden |'), report);
        assert.ok(!report.includes('https://a.dev/fine'));
    });

    it('says so when every link answered', () => {
        const report = reportMarkdown([results[2]], pagesByLink, { date: '2026-11-23', pages: 1 });
        assert.match(report, /Every one of them answered\./);
        assert.ok(!report.includes('| Link |'));
    });

    it('fits in an issue, saying how much was left out', () => {
        const many = Array.from({ length: 2000 }, (_, n) => ({
            url: `https://a.dev/gone-${n}`,
            verdict: 'broken' as const,
            reason: '404',
        }));
        const report = reportMarkdown(many, new Map(), { date: '2026-11-23', pages: 1, maxLength: 10_000 });
        assert.ok(report.length <= 10_000, String(report.length));
        assert.match(report, /\(\d+ more lines left out to fit an issue\.\)/);
    });
});
