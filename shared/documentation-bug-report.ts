/**
 * The "report this" link to the repository's documentation-bug issue form, filled in with the page the
 * reader was on. GitHub fills an issue form's fields from query parameters named after the fields' ids;
 * scripts/repository/validate.test.ts checks that the form and these ids agree.
 */
import { siteRepositoryUrl } from './site';

/** File name of the issue form under .github/ISSUE_TEMPLATE/ */
export const documentationBugTemplate = 'documentation-bug.yml';

/** Ids of the form's fields that a link can fill in */
export const documentationBugFields = {
    /** the address of the page with the problem (a broken link's target, on the 404 page) */
    url: 'url',
    /** what is wrong; the 404 page can say where the reader came from */
    problem: 'problem',
} as const;

/**
 * `{ url: 'https://serenity-js.org/handbook/gone/' }` →
 * `https://github.com/serenity-js/serenity-js.org/issues/new?template=documentation-bug.yml&url=https%3A%2F%2F…`
 */
export function documentationBugReportUrl(
    fields: Partial<Record<keyof typeof documentationBugFields, string>> & { title?: string },
    repositoryUrl: string = siteRepositoryUrl,
): string {
    const query = new URLSearchParams({ template: documentationBugTemplate });
    if (fields.title) {
        query.set('title', fields.title);
    }
    for (const [name, id] of Object.entries(documentationBugFields) as Array<
        [keyof typeof documentationBugFields, string]
    >) {
        const value = fields[name];
        if (value) {
            query.set(id, value);
        }
    }
    return `${repositoryUrl.replace(/\/$/, '')}/issues/new?${query.toString()}`;
}
