/**
 * Step 4 of the API reference: every link the framework's doc comments and READMEs make into the API
 * reference must land on a page and an anchor that exist. (Links to the rest of the site are left to
 * Docusaurus' own broken-link check, which names source and target.)
 */
import { apiBasePath } from '../../../shared/api-routes';
import type { FoundLink } from './resolver';

export function brokenApiLinks(
    links: readonly FoundLink[],
    anchors: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
    return links
        .filter(({ url }) => url.startsWith(apiBasePath))
        .flatMap(({ url, where }) => {
            const [pathname, anchor] = url.split('#');
            if (!anchors.has(pathname)) {
                return [`${where}: links to ${url}, but the API reference has no page ${pathname}`];
            }
            if (anchor && !anchors.get(pathname)?.has(anchor)) {
                return [`${where}: links to ${url}, but ${pathname} has no member, declaration or heading "${anchor}"`];
            }
            return [];
        });
}
