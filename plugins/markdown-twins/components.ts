/**
 * The site's MDX components (src/theme/MDXComponents.tsx, plus the compatibility matrix the releases page
 * imports) as Markdown: each says in a twin what it shows on the page, from the same facts. A component that
 * isn't here fails the build (see mdx.ts), so a new one cannot silently vanish from the twins.
 */
import type { PhrasingContent, RootContent, TableRow } from 'mdast';

import { compatibilityPhrase, type ModuleCategory, moduleRoute, moduleSlug } from '../../shared/catalogue';
import { type FrameworkFacts, peerRangeOf } from '../../shared/framework-facts';
import { type ReportImageManifest, variantSrc } from '../../shared/report-images';
import { describeRange, supportedVersionsPhrase } from '../../shared/semver';
import { twinLinkOf } from '../../shared/markdown-twins';

export type Attributes = Record<string, string | boolean | undefined>;

/** What a component becomes: words within a paragraph, or blocks of their own (a table) */
export type Rendered = { inline: PhrasingContent[] } | { blocks: RootContent[] };

export type ComponentRenderer = (attributes: Attributes) => Rendered;

export interface ComponentFacts {
    facts: FrameworkFacts;
    catalogue: ModuleCategory[];
    /** The Node.js version the site was built with (`<CurrentNodeVersion/>`) */
    currentNodeVersion: string;
    reportImages: ReportImageManifest;
    siteUrl: string;
}

const text = (value: string): Rendered => ({ inline: [{ type: 'text', value }] });
const code = (value: string): Rendered => ({ inline: [{ type: 'inlineCode', value }] });

function required(component: string, attributes: Attributes, name: string): string {
    const value = attributes[name];
    if (typeof value !== 'string' || value === '') {
        throw new Error(`<${component}> needs a "${name}" attribute`);
    }
    return value;
}

function compatibilityMatrix({ catalogue, siteUrl }: ComponentFacts): Rendered {
    const cell = (children: PhrasingContent[]) => ({ type: 'tableCell' as const, children });
    const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });
    const rows = catalogue.flatMap(category =>
        category.items.map(item =>
            row([
                [{ type: 'text', value: category.name }],
                [
                    {
                        type: 'link',
                        url: twinLinkOf(moduleRoute(moduleSlug(item.name)), siteUrl),
                        children: [{ type: 'inlineCode', value: item.name }],
                    },
                ],
                [{ type: 'inlineCode', value: item.version }],
                [
                    {
                        type: 'text',
                        value:
                            Object.entries(item.compatibility)
                                .map(([name, compatibility]) => compatibilityPhrase(name, compatibility))
                                .join('; ') || 'No external tools needed',
                    },
                ],
            ]),
        ),
    );
    return {
        blocks: [
            {
                type: 'paragraph',
                children: [
                    {
                        type: 'text',
                        value: 'Serenity/JS modules, their current versions and the tool versions they work with:',
                    },
                ],
            },
            {
                type: 'table',
                align: [null, null, null, null],
                children: [
                    row([
                        [{ type: 'text', value: 'Category' }],
                        [{ type: 'text', value: 'Module' }],
                        [{ type: 'text', value: 'Current version' }],
                        [{ type: 'text', value: 'Works with' }],
                    ]),
                    ...rows,
                ],
            },
        ],
    };
}

export function componentRenderers(context: ComponentFacts): Record<string, ComponentRenderer> {
    const { facts } = context;
    return {
        FrameworkVersion: () => text(facts.version),
        SupportedNodeVersions: attributes =>
            text(supportedVersionsPhrase(facts.node, attributes.conjunction === 'or' ? 'or' : 'and')),
        PeerRange: attributes => {
            const { range } = peerRangeOf(
                facts,
                required('PeerRange', attributes, 'module'),
                required('PeerRange', attributes, 'peer'),
            );
            return attributes.words === true || attributes.words === 'true' ? text(describeRange(range)) : code(range);
        },
        SerenityBddCliVersion: () => text(facts.serenityBddCli.version),
        SerenityBddCliJar: () => code(`node_modules/@serenity-js/serenity-bdd/${facts.serenityBddCli.jar}`),
        CurrentNodeVersion: () => code(context.currentNodeVersion),
        ReportImage: attributes => {
            const name = required('ReportImage', attributes, 'name');
            const image = context.reportImages[name];
            if (!image) {
                throw new Error(`<ReportImage name="${name}">: no such picture in reportImages.json`);
            }
            const widest = image.widths[image.widths.length - 1];
            return {
                inline: [
                    {
                        type: 'image',
                        url: `${context.siteUrl}${variantSrc(name, widest)}`,
                        alt: required('ReportImage', attributes, 'alt'),
                    },
                ],
            };
        },
        PackageCompatibilityMatrix: () => compatibilityMatrix(context),
    };
}
