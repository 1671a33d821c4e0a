/**
 * The feedback links of the pages and of the search: each opens a prefilled issue form on the website's repository,
 * in a new tab. GitHub fills an issue form's fields from query parameters named after the fields' ids;
 * scripts/repository/validate.test.ts checks that the forms and these ids agree. Nothing here sends anything: the
 * reader sees the filled-in form and decides whether to submit it.
 */
import { documentationBugReportUrl } from './documentation-bug-report';
import { siteRepositoryUrl } from './site';

/** File names of the issue forms under .github/ISSUE_TEMPLATE/ */
export const pageFeedbackTemplate = 'page-feedback.yml';
export const contentRequestTemplate = 'content-request.yml';

/** Ids of the fields that the links fill in, per form */
export const pageFeedbackFields = { url: 'url', helpful: 'helpful', section: 'section', quote: 'quote' } as const;
export const contentRequestFields = { searched: 'searched' } as const;

/** Where the reader was when they clicked: the page, the section they were reading, the text they had selected */
export interface PageContext {
    /** The page's address on the site, without query or fragment */
    url: string;
    /** The page's title */
    title: string;
    /** The heading of the section in view (or holding the selection), with its anchor */
    heading?: { text: string; id?: string };
    /** The text selected on the page */
    selection?: string;
}

/** Long selections are cut: a URL GitHub accepts has a few thousand characters at most */
export const maxQuotedCharacters = 1000;
const maxTitleCharacters = 120;

function clip(text: string, length: number): string {
    const flat = text.trim();
    return flat.length <= length ? flat : `${flat.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

function issueFormUrl(template: string, fields: Record<string, string | undefined>): string {
    const query = new URLSearchParams({ template });
    for (const [name, value] of Object.entries(fields)) {
        if (value) {
            query.set(name, value);
        }
    }
    return `${siteRepositoryUrl}/issues/new?${query.toString()}`;
}

/** The page's address, pointing at the section in view when it has an anchor */
export function sectionUrl({ url, heading }: PageContext): string {
    return heading?.id ? `${url}#${encodeURIComponent(heading.id)}` : url;
}

/** The selected text as a Markdown quote, so it stands apart from what the reader adds */
export function quoted(selection: string | undefined): string | undefined {
    const text = selection?.trim();
    return text
        ? clip(text, maxQuotedCharacters)
              .split(/\r?\n/)
              .map(line => `> ${line}`.trimEnd())
              .join('\n')
        : undefined;
}

/** "Was this page helpful?" — yes or no: the page-feedback form, filled in */
export function pageFeedbackUrl(context: PageContext, helpful: boolean): string {
    return issueFormUrl(pageFeedbackTemplate, {
        title: `[feedback] ${helpful ? 'Helpful' : 'Not helpful'}: ${clip(context.title, maxTitleCharacters)}`,
        [pageFeedbackFields.url]: sectionUrl(context),
        [pageFeedbackFields.helpful]: helpful ? 'Yes' : 'No',
        [pageFeedbackFields.section]: context.heading?.text
            ? clip(context.heading.text, maxTitleCharacters)
            : undefined,
        [pageFeedbackFields.quote]: quoted(context.selection),
    });
}

/** "Report a problem with this page": the documentation-bug form, filled in */
export function pageProblemUrl(context: PageContext): string {
    const section = context.heading?.text ? `In the section "${clip(context.heading.text, maxTitleCharacters)}"` : '';
    const quote = quoted(context.selection);
    const problem = [section && `${section}${quote ? ':' : ''}`, quote].filter(Boolean).join('\n\n');
    return documentationBugReportUrl({
        title: `[docs] ${clip(context.title, maxTitleCharacters)}`,
        url: sectionUrl(context),
        ...(problem ? { problem } : {}),
    });
}

/** The search's "Let us know" when a query finds nothing: the content-request form, with the query */
export function missingResultsUrl(query: string): string {
    const words = clip(query, 64);
    return issueFormUrl(contentRequestTemplate, {
        title: `[search] No results for "${words}"`,
        [contentRequestFields.searched]: `I searched the site for "${words}" and found no results.`,
    });
}
