/**
 * The twins of the last builds, kept in `node_modules/.cache/markdown-twins/` (which `docusaurus clear` empties),
 * so that a build writes again only the twins whose sources changed: converting 430 pages costs seconds of CPU on
 * every build, and a build has no core to spare for it.
 *
 * A twin is found by the digest of what it is made from (its MDX source, its API page data, its built HTML), in a
 * folder named after everything else it depends on (the converter's own code, the lockfile, and the facts, names,
 * pictures and routes the job states); the files a page pulls in while it is converted (partials, `file=` regions)
 * are noted with their digests and checked before a stored twin is used again.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { contentDigest, digestOf, unchangedSince, writeFileAtomically } from '../digests';
import { filesUnder } from '../files';

interface Entry {
    markdown: string;
    /** absolute path → digest of its content when the twin was written */
    dependencies: Record<string, string>;
}

/** Source folders and files of the site whose code shapes a twin, relative to the site */
const converterSources = [
    'plugins/markdown-twins',
    'plugins/framework/api-reference/markdown.ts',
    'plugins/remark-api-links',
    'plugins/remark-code-from-file',
    'plugins/remark-site-links',
    'plugins/mdx-preprocess.ts',
    'plugins/generated-json.ts',
    'shared',
    'package-lock.json',
];

/** The digest of the converter: the site's code that writes twins, and the lockfile for the libraries it uses */
export function converterDigest(siteDir: string): string {
    const files = converterSources.flatMap(source => {
        const absolute = path.join(siteDir, source);
        return filesUnder(absolute)
            .filter(file => !file.endsWith('.test.ts') && !file.endsWith('.md'))
            .map(file => path.join(absolute, file));
    });
    return digestOf(
        ...files.sort().flatMap(file => [path.relative(siteDir, file), contentDigest(readFileSync(file, 'utf8'))]),
    );
}

export class TwinCache {
    private readonly dir: string;
    private readonly used = new Set<string>();
    hits = 0;

    /**
     * @param cacheDir the cache's folder
     * @param kind which job's twins (`api`, `pages`): each kind keeps one generation, the current one
     * @param context the digest of everything the twins depend on besides their own source
     */
    constructor(
        cacheDir: string,
        private readonly kind: string,
        context: string,
    ) {
        this.dir = path.join(cacheDir, `${kind}-${context.slice(0, 16)}`);
        mkdirSync(this.dir, { recursive: true });
    }

    /** The twin stored for this source, if the files it pulled in are unchanged; or what `write` makes, stored */
    twinOf(source: string, write: (read: (file: string) => string) => string): string {
        const key = digestOf(source);
        const file = path.join(this.dir, `${key.slice(0, 32)}.json`);
        this.used.add(path.basename(file));
        const stored = this.read(file);
        if (stored) {
            this.hits++;
            return stored;
        }
        const dependencies: Record<string, string> = {};
        const markdown = write(dependency => {
            const text = readFileSync(dependency, 'utf8');
            dependencies[dependency] = contentDigest(text);
            return text;
        });
        writeFileAtomically(file, JSON.stringify({ markdown, dependencies } satisfies Entry));
        return markdown;
    }

    /** Removes what this build did not use: other generations of this kind, and twins of sources that changed */
    prune(): void {
        const parent = path.dirname(this.dir);
        for (const generation of readdirSync(parent)) {
            if (generation.startsWith(`${this.kind}-`) && path.join(parent, generation) !== this.dir) {
                rmSync(path.join(parent, generation), { recursive: true, force: true });
            }
        }
        for (const file of readdirSync(this.dir)) {
            if (!this.used.has(file)) {
                rmSync(path.join(this.dir, file), { force: true });
            }
        }
    }

    private read(file: string): string | undefined {
        try {
            const entry = JSON.parse(readFileSync(file, 'utf8')) as Entry;
            return unchangedSince(entry.dependencies) ? entry.markdown : undefined;
        } catch {
            return undefined;
        }
    }
}
