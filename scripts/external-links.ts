/**
 * `npm run links:external -- [buildDir] [--report file.md]`, after `npm run build`: asks the host of every
 * link from the built site to another site (GitHub, npm, MDN…) whether the page is there, and writes a
 * Markdown report of those that fail. The build checks every link inside the site; this is the part it
 * cannot check offline, so the weekly `external-links` workflow runs it and keeps one issue up to date.
 *
 * Exit code 0: every link answered. 1: some failed (the report lists them). Anything else: the check
 * itself failed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { load } from 'cheerio';

import { siteUrl } from '../shared/site';
import { filesUnder } from '../plugins/files';

/** Hosts that are placeholders in examples, never real pages */
const placeholderHosts =
    /(^|\.)(localhost|example\.(com|org|net)|[^.]+\.(test|example|invalid|local))$|^127\.|^0\.0\.0\.0$|^\[::1\]$/;

/**
 * External links of one built page, without their fragments, except those that are right by
 * construction: "Edit this page" links, made by Docusaurus from the page's own file.
 */
export function externalLinksOf(html: string, ownOrigin: string = siteUrl): string[] {
    const $ = load(html);
    const links = new Set<string>();
    $('a[href]')
        .not('.theme-edit-this-page')
        .each((_, element) => {
            const href = $(element).attr('href') ?? '';
            let url: URL;
            try {
                url = new URL(href);
            } catch {
                return;
            }
            if (!/^https?:$/.test(url.protocol) || url.origin === ownOrigin || placeholderHosts.test(url.hostname)) {
                return;
            }
            url.hash = '';
            links.add(url.toString());
        });
    return [...links];
}

/** `index.html` → `/`, `handbook/index.html` → `/handbook/`, `api.html` → `/api.html` */
export function routeOf(file: string): string {
    const route = `/${file.split(path.sep).join('/')}`;
    return route.endsWith('/index.html') ? route.slice(0, -'index.html'.length) : route;
}

/** Every external link of the built site, with the routes of the pages that link to it */
export function externalLinksOfSite(buildDir: string, ownOrigin: string = siteUrl): Map<string, string[]> {
    const files = filesUnder(buildDir).filter(file => file.endsWith('.html'));
    const pagesByLink = new Map<string, string[]>();
    for (const file of files) {
        for (const link of externalLinksOf(readFileSync(path.join(buildDir, file), 'utf8'), ownOrigin)) {
            pagesByLink.set(link, [...(pagesByLink.get(link) ?? []), routeOf(file)]);
        }
    }
    return pagesByLink;
}

export interface Answer {
    status: number;
    /** seconds, from a 429's Retry-After */
    retryAfter?: number;
}

/** Asks for a URL; rejects when there is no answer (DNS, connection, TLS, time-out) */
export type Fetcher = (url: string, method: 'HEAD' | 'GET') => Promise<Answer>;

export type Verdict = 'ok' | 'broken' | 'unverified';

export interface LinkResult {
    url: string;
    verdict: Verdict;
    /** `404`, `ENOTFOUND`, `timeout`… */
    reason: string;
}

export interface CheckOptions {
    fetcher: Fetcher;
    /** requests at once, in all */
    concurrency?: number;
    /** requests at once to one host, so no host sees the check as an attack */
    perHost?: number;
    /** waits between retries; tests pass one that doesn't */
    sleep?: (seconds: number) => Promise<void>;
    /** longest wait a 429 can ask for before the link is left unverified */
    maxRetryAfter?: number;
}

function errorCode(error: unknown): string {
    const cause = (error as { cause?: { code?: string } }).cause;
    if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError') {
        return 'timeout';
    }
    return cause?.code ?? (error as { code?: string }).code ?? (error as Error).message ?? String(error);
}

/**
 * One link's verdict. HEAD first, as it downloads nothing; many servers answer HEAD wrongly (405, 403,
 * 404 for a page that exists), so anything but success is asked again with GET. 404 and 410 mean the
 * page is gone; 401, 403, 429 and 999 mean the host turns automated clients away, so the link is
 * unverified rather than broken; server errors and time-outs are tried once more.
 */
export async function checkLink(url: string, options: CheckOptions): Promise<LinkResult> {
    const {
        fetcher,
        sleep = seconds => new Promise(resolve => setTimeout(resolve, seconds * 1000)),
        maxRetryAfter = 60,
    } = options;
    const ask = async (method: 'HEAD' | 'GET'): Promise<Answer | { error: string }> => {
        try {
            return await fetcher(url, method);
        } catch (error) {
            return { error: errorCode(error) };
        }
    };

    const isOk = (answer: Answer | { error: string }) =>
        'status' in answer && answer.status >= 200 && answer.status < 300;
    let answer = await ask('HEAD');
    if (!isOk(answer)) {
        answer = await ask('GET');
    }
    for (let retry = 0; retry < 2 && !isOk(answer); retry++) {
        const transient = 'error' in answer ? answer.error === 'timeout' : answer.status >= 500;
        if ('status' in answer && answer.status === 429) {
            const wait = answer.retryAfter ?? 10;
            if (wait > maxRetryAfter) {
                break;
            }
            await sleep(wait);
        } else if (transient && retry === 0) {
            await sleep(2);
        } else {
            break;
        }
        answer = await ask('GET');
    }
    if (isOk(answer)) {
        return { url, verdict: 'ok', reason: String((answer as Answer).status) };
    }
    if ('error' in answer) {
        return { url, verdict: answer.error === 'timeout' ? 'unverified' : 'broken', reason: answer.error };
    }
    const refused = [401, 403, 429, 999].includes(answer.status);
    return { url, verdict: refused ? 'unverified' : 'broken', reason: String(answer.status) };
}

/** Checks every link, at most `concurrency` at a time and `perHost` per host; results in the links' order */
export async function checkLinks(urls: string[], options: CheckOptions): Promise<LinkResult[]> {
    const { concurrency = 8, perHost = 2 } = options;
    const results: LinkResult[] = new Array(urls.length);
    const busy = new Map<string, number>();
    const waiting = urls.map((url, index) => ({ url, index, host: new URL(url).host }));
    // workers waiting for a host to free up; every finished request wakes them all to look again
    let waiters: Array<() => void> = [];
    const wakeAll = () => {
        const woken = waiters;
        waiters = [];
        woken.forEach(wake => wake());
    };

    const worker = async (): Promise<void> => {
        while (waiting.length > 0) {
            const next = waiting.findIndex(({ host }) => (busy.get(host) ?? 0) < perHost);
            if (next === -1) {
                await new Promise<void>(resolve => waiters.push(resolve));
                continue;
            }
            const [{ url, index, host }] = waiting.splice(next, 1);
            busy.set(host, (busy.get(host) ?? 0) + 1);
            try {
                results[index] = await checkLink(url, options);
            } finally {
                busy.set(host, (busy.get(host) ?? 1) - 1);
                wakeAll();
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, urls.length)) }, worker));
    return results;
}

const reasons: Record<string, string> = {
    '404': '404 Not Found',
    '410': '410 Gone',
    '401': '401 Unauthorized',
    '403': '403 Forbidden',
    '429': '429 Too Many Requests',
    '999': '999 (refuses automated requests)',
    ENOTFOUND: 'no such host',
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset',
    CERT_HAS_EXPIRED: 'certificate expired',
    timeout: 'no answer in time',
};

function pagesCell(pages: string[], ownOrigin: string, shown = 3): string {
    const links = pages.slice(0, shown).map(page => `[${page}](${ownOrigin}${page})`);
    return pages.length > shown ? `${links.join(', ')} and ${pages.length - shown} more` : links.join(', ');
}

export interface ReportOptions {
    date: string;
    pages: number;
    ownOrigin?: string;
    /** GitHub refuses an issue body over 65,536 characters */
    maxLength?: number;
}

/** The issue body: the failing links with the pages that link to them, then those that could not be verified */
export function reportMarkdown(
    results: LinkResult[],
    pagesByLink: Map<string, string[]>,
    options: ReportOptions,
): string {
    const { date, pages, ownOrigin = siteUrl, maxLength = 60_000 } = options;
    const broken = results.filter(result => result.verdict === 'broken');
    const unverified = results.filter(result => result.verdict === 'unverified');
    const row = (result: LinkResult) =>
        `| ${result.url} | ${reasons[result.reason] ?? result.reason} | ${pagesCell(pagesByLink.get(result.url) ?? [], ownOrigin)} |`;

    const head = [
        `The external link check of ${date} asked for the ${results.length} links to other sites found on ${pages} pages of the built site.`,
        broken.length === 0
            ? 'Every one of them answered.'
            : `${broken.length} ${broken.length === 1 ? 'fails' : 'fail'}: fix or remove each in the page's source, or ask the site it points to.`,
        '',
    ];
    const foot = [
        '',
        'The weekly `External links` workflow keeps this issue up to date and closes it once every link answers. Run the same check on a local build with `npm run build && npm run links:external`.',
    ];
    const tables: string[] = [];
    if (broken.length > 0) {
        tables.push('| Link | Result | Linked from |', '|---|---|---|', ...broken.map(row));
    }
    if (unverified.length > 0) {
        tables.push(
            '',
            `<details><summary>${unverified.length} could not be verified: the host turns automated requests away or did not answer in time. Check them in a browser.</summary>`,
            '',
            '| Link | Result | Linked from |',
            '|---|---|---|',
            ...unverified.map(row),
            '',
            '</details>',
        );
    }
    let body = tables;
    const size = (lines: string[]) => [...head, ...lines, ...foot].join('\n').length;
    while (size(body) > maxLength && body.length > 0) {
        body = body.slice(0, -Math.max(1, Math.ceil(body.length / 10)));
    }
    const cut =
        body.length < tables.length
            ? ['', `(${tables.length - body.length} more lines left out to fit an issue.)`]
            : [];
    return [...head, ...body, ...cut, ...foot].join('\n');
}

const userAgent = 'serenity-js.org external link check (+https://github.com/serenity-js/serenity-js.org)';

/** The real network: follows redirects, gives up after 20 s, never downloads a body */
export const networkFetcher: Fetcher = async (url, method) => {
    const response = await fetch(url, {
        method,
        redirect: 'follow',
        headers: { 'user-agent': userAgent, accept: 'text/html,*/*' },
        signal: AbortSignal.timeout(20_000),
    });
    await response.body?.cancel();
    const retryAfter = Number(response.headers.get('retry-after'));
    return { status: response.status, ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}) };
};

async function main(args: string[]): Promise<number> {
    const reportIndex = args.indexOf('--report');
    const reportFile = reportIndex === -1 ? undefined : args[reportIndex + 1];
    const buildDir =
        args.find((arg, index) => !arg.startsWith('--') && index !== reportIndex + 1) ??
        path.join(__dirname, '..', 'build');

    const pagesByLink = externalLinksOfSite(buildDir);
    const pages = new Set([...pagesByLink.values()].flat()).size;
    const started = Date.now();
    console.log(`Checking ${pagesByLink.size} external links from ${pages} pages…`);
    const results = await checkLinks([...pagesByLink.keys()], { fetcher: networkFetcher });
    const report = reportMarkdown(results, pagesByLink, { date: new Date().toISOString().slice(0, 10), pages });
    if (reportFile) {
        writeFileSync(reportFile, report);
    }
    const count = (verdict: Verdict) => results.filter(result => result.verdict === verdict).length;
    console.log(
        `${count('ok')} answered, ${count('broken')} failed, ${count('unverified')} could not be verified, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    for (const result of results.filter(result => result.verdict === 'broken')) {
        console.log(`  ${result.url}: ${reasons[result.reason] ?? result.reason}`);
    }
    return count('broken') > 0 ? 1 : 0;
}

if (require.main === module) {
    main(process.argv.slice(2)).then(
        code => (process.exitCode = code),
        error => {
            console.error(error instanceof Error ? (error.stack ?? error.message) : error);
            process.exitCode = 2;
        },
    );
}
