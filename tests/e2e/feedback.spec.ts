import type { BrowserContext, Page } from '@playwright/test';

import { expect, prefetchDone, settled, test, visit, wholeIndexLoaded } from '../support/fixtures';

// The feedback links open a prefilled issue on the website's repository; nothing is sent before the reader clicks.
const repository = 'https://github.com/serenity-js/serenity-js.org';
const siteUrl = 'https://serenity-js.org';

const pages = {
    'handbook page': '/handbook/design/screenplay-pattern/',
    'API page': '/api/core/class/Actor/',
    'blog post': '/blog/support-for-webdriverio-9/',
} as const;

const feedback = (page: Page) => ({
    question: page.getByRole('group', { name: 'Was this page helpful?' }),
    yes: page.getByRole('group', { name: 'Was this page helpful?' }).getByRole('link', { name: 'Yes', exact: true }),
    no: page.getByRole('group', { name: 'Was this page helpful?' }).getByRole('link', { name: 'No', exact: true }),
    report: page.getByRole('link', { name: 'Report a problem with this page' }),
});

/** GitHub, answered here: the tab the link opens loads, and its address is what the link carried */
async function answerGitHub(context: BrowserContext): Promise<void> {
    await context.route('https://github.com/**', route =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>New issue</title>' }),
    );
}

async function openedIssue(page: Page, open: () => Promise<void>): Promise<URL> {
    const opened = page.context().waitForEvent('page');
    await open();
    const tab = await opened;
    await tab.waitForLoadState();
    const url = new URL(tab.url());
    await tab.close();
    return url;
}

/** Selects the words of the first paragraph after the page's second section heading, as a reader would with the mouse */
async function selectTextUnderASection(page: Page): Promise<{ heading: string; id: string; selected: string }> {
    return page.evaluate(() => {
        const heading = document.querySelectorAll<HTMLElement>('main h2[id]')[1]!;
        let paragraph = heading.nextElementSibling;
        while (paragraph && paragraph.tagName !== 'P') {
            paragraph = paragraph.nextElementSibling;
        }
        const range = document.createRange();
        range.selectNodeContents(paragraph!);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        const text = heading.cloneNode(true) as HTMLElement;
        text.querySelectorAll('.hash-link').forEach(link => link.remove());
        return { heading: text.textContent!.trim(), id: heading.id, selected: selection.toString().trim() };
    });
}

test.describe('Page feedback', () => {
    for (const [kind, path] of Object.entries(pages)) {
        test(`a ${kind} asks "Was this page helpful?" and offers "Report a problem with this page", as links to GitHub in a new tab`, async ({
            page,
        }) => {
            await visit(page, path);
            const { question, yes, no, report } = feedback(page);
            await expect(question).toBeVisible();
            for (const link of [yes, no, report]) {
                await expect(link).toHaveAttribute('target', '_blank');
                await expect(link).toHaveAttribute('href', new RegExp(`^${repository}/issues/new`));
                await expect(link).toHaveAccessibleDescription(/Opens a GitHub issue in a new tab/);
            }
        });
    }

    test('nothing is sent before the reader clicks: not on reading, selecting, pointing at or tabbing to the links', async ({
        page,
        context,
    }) => {
        await answerGitHub(context);
        await visit(page, pages['handbook page']);
        const { report, yes, no } = feedback(page);
        // the page prefetches the pages its visible links lead to: let it, before listening
        await report.scrollIntoViewIfNeeded();
        await prefetchDone(page);
        const requests: string[] = [];
        context.on('request', request => requests.push(request.url()));

        await selectTextUnderASection(page);
        for (const link of [yes, no, report]) {
            await link.hover();
            await link.focus();
        }
        await settled(page);
        expect(requests).toEqual([]);

        // the click opens GitHub in a new tab; this page sends nothing
        const fromThisPage: string[] = [];
        page.on('request', request => fromThisPage.push(request.url()));
        const issue = await openedIssue(page, () => report.click());
        expect(fromThisPage).toEqual([]);
        expect(issue.searchParams.get('template')).toBe('documentation-bug.yml');
    });

    test('"Report a problem with this page" carries the page, the section holding the selection and the selected text', async ({
        page,
        context,
    }) => {
        await answerGitHub(context);
        await visit(page, pages['handbook page']);
        const { heading, id, selected } = await selectTextUnderASection(page);
        expect(selected.length).toBeGreaterThan(10);

        const issue = await openedIssue(page, () => feedback(page).report.click());
        expect(issue.origin + issue.pathname).toBe(`${repository}/issues/new`);
        expect(issue.searchParams.get('template')).toBe('documentation-bug.yml');
        expect(issue.searchParams.get('url')).toBe(`${siteUrl}${pages['handbook page']}#${id}`);
        const problem = issue.searchParams.get('problem') ?? '';
        expect(problem).toContain(`In the section "${heading}"`);
        expect(problem.replace(/^> ?/gm, '').replace(/\s+/g, ' ')).toContain(selected.replace(/\s+/g, ' '));
        expect(issue.searchParams.get('title')).toMatch(/^\[docs\] Screenplay Pattern/);
    });

    test('"No", from the keyboard, carries the page and the heading in view', async ({ page, context }) => {
        await answerGitHub(context);
        await visit(page, pages['API page']);
        const { no } = feedback(page);
        await no.focus();
        await expect(no).toBeFocused();
        const heading = await page.evaluate(() => {
            const inView = Array.from(document.querySelectorAll<HTMLElement>('main h2[id], main h3[id]')).filter(
                element => element.getBoundingClientRect().top <= window.innerHeight * 0.3,
            );
            return inView.at(-1)?.id;
        });
        expect(heading).toBeTruthy();

        const issue = await openedIssue(page, () => page.keyboard.press('Enter'));
        expect(issue.searchParams.get('template')).toBe('page-feedback.yml');
        expect(issue.searchParams.get('helpful')).toBe('No');
        expect(issue.searchParams.get('url')).toBe(`${siteUrl}${pages['API page']}#${heading}`);
        expect(issue.searchParams.get('section')).toBeTruthy();
        expect(issue.searchParams.has('quote')).toBe(false);
        expect(issue.searchParams.get('title')).toMatch(/^\[feedback\] Not helpful: Actor\b/);
    });

    test('"Yes" on a blog post says so', async ({ page, context }) => {
        await answerGitHub(context);
        await visit(page, pages['blog post']);
        const issue = await openedIssue(page, () => feedback(page).yes.click());
        expect(issue.searchParams.get('helpful')).toBe('Yes');
        expect(issue.searchParams.get('url')).toMatch(new RegExp(`^${siteUrl}${pages['blog post']}`));
    });

    test('pages that are not documentation have none: the home page, the search page, the list of posts', async ({
        page,
    }) => {
        for (const path of ['/', '/search/', '/blog/']) {
            await visit(page, path);
            await expect(feedback(page).question, path).toHaveCount(0);
        }
    });

    test('the search\'s no-results screen offers "Let us know", carrying the query', async ({ page, context }) => {
        await answerGitHub(context);
        await visit(page, '/');
        await page.getByRole('button', { name: /^Search/ }).click();
        // "no results" is said once the whole index is in: the titles that come first can't say it
        await wholeIndexLoaded(page);
        await page.locator('.DocSearch-Input').fill('qqxxzzvv');
        const letUsKnow = page.locator('.DocSearch-NoResults').getByRole('link', { name: 'Let us know.' });
        await expect(letUsKnow).toBeVisible();
        await expect(letUsKnow).toHaveAttribute('target', '_blank');
        const issue = await openedIssue(page, () => letUsKnow.click());
        expect(issue.searchParams.get('template')).toBe('content-request.yml');
        expect(issue.searchParams.get('searched')).toContain('"qqxxzzvv"');
        expect(issue.searchParams.get('title')).toBe('[search] No results for "qqxxzzvv"');
    });
});
