/**
 * Remark plugin: `[`Actor`](api:Actor)` links to the API reference page of `Actor`, wherever the
 * reference puts it. Writers name the declaration, not its URL: `api:Ensure.that` (a member),
 * `api:webdriverio/BrowseTheWebWithWebdriverIO` (qualified by module slug when a name exists in several
 * modules). The name index is written by the API reference plugin before any page is compiled; a name
 * it doesn't know, or one that is ambiguous, fails the build naming the page and the link.
 */
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';

import { generatedJson } from '../generated-json';

export interface Options {
    /** The JSON name index (`name` → URLs) written by plugins/framework */
    namesFile: string;
}

export type ApiNames = Record<string, string[]>;

/**
 * The name under which plugins/framework lists where every `api:` link goes while `docusaurus start` generates the
 * reference (see plugins/dev-start.ts): to the page saying so. A build never writes it.
 */
export const pendingApiName = '(being generated)';

/** `api:Name`, `api:Name.member`, `api:slug/Name`, with an optional `#fragment` kept as it is */
export function resolveApiLink(url: string, names: ApiNames): { url: string } | { error: string } {
    const [reference, fragment] = url.slice('api:'.length).split(/(?=#)/);
    const pending = names[pendingApiName];
    if (pending?.length === 1) {
        return { url: pending[0] };
    }
    const candidates = names[reference] ?? [];
    if (candidates.length === 1) {
        return { url: fragment ? `${candidates[0].split('#')[0]}${fragment}` : candidates[0] };
    }
    if (candidates.length === 0) {
        return {
            error: `"${url}" names nothing the API reference documents (write api:Name, api:Name.member or api:module-slug/Name)`,
        };
    }
    const qualified = candidates.map(candidate => `api:${candidate.split('/')[2]}/${reference}`);
    return {
        error: `"${url}" is ambiguous: ${reference} is documented in several modules; write one of ${qualified.join(', ')}`,
    };
}

interface LinkNode extends Node {
    url: string;
}

function namesFrom(file: string): ApiNames {
    return generatedJson<ApiNames>(
        'remark-api-links',
        file,
        'plugins/framework writes it when it loads, so it must be enabled for api: links to work',
    );
}

export default function remarkApiLinks(options: Options) {
    if (!options?.namesFile) {
        throw new Error('remark-api-links: option "namesFile" is required');
    }
    return (tree: Node, file: { path?: string }) => {
        const problems: string[] = [];
        visit(tree, ['link', 'definition'], (node: Node) => {
            const link = node as LinkNode;
            if (!link.url.startsWith('api:')) {
                return;
            }
            const resolved = resolveApiLink(link.url, namesFrom(options.namesFile));
            if ('error' in resolved) {
                const line = node.position?.start.line;
                problems.push(`${file.path ?? '(unknown file)'}${line ? `:${line}` : ''}: ${resolved.error}`);
            } else {
                link.url = resolved.url;
            }
        });
        if (problems.length > 0) {
            throw new Error(`API links that do not resolve:\n${problems.map(problem => `  - ${problem}`).join('\n')}`);
        }
    };
}
