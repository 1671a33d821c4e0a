/**
 * A social card for every published page. After each build, every page's HTML is read for what its card says
 * (page.ts), the card is drawn without a browser (render.ts) or taken from the cache, written beside the pages under
 * `/cards/`, and the page's `og:image`/`twitter:image` point at it. `/cards/cards.json` records each card's text and
 * title layout, which the end-to-end tests check. Cards are cached in `node_modules/.cache/social-cards/` by a digest
 * of their text, the fonts and the drawing code, so a warm build draws none.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';
import { createMatcher } from '@docusaurus/utils';
import { Joi } from '@docusaurus/utils-validation';

import { cpuMilliseconds } from '../cpu';
import { digestOf, writeFileAtomically } from '../digests';
import { optionsValidator } from '../options';
import type { TitleLayout } from './layout';
import { type ApiPackageNames, type CardText, cardPathOf, cardTextOf, withCardTags } from './page';
import { cardSize, fonts, renderCard, titleBox } from './render';

export interface Options {
    /** Routes that get no card, as the sitemap leaves them out (globs) */
    ignorePatterns: string[];
    /** The API reference's packages and entry points, to name an API page's package */
    apiPackages: ApiPackageNames[];
}

const optionsSchema = Joi.object<Options>({
    ignorePatterns: Joi.array().items(Joi.string()).default([]),
    apiPackages: Joi.array()
        .items(
            Joi.object({
                name: Joi.string().required(),
                subpaths: Joi.array().items(Joi.string().allow('')).required(),
            }),
        )
        .required(),
});

export const validateOptions = optionsValidator(optionsSchema);

/** One card, as `/cards/cards.json` records it */
export interface CardRecord extends CardText {
    route: string;
    image: string;
    width: number;
    height: number;
    /** The box the title may fill, and the title as set in it */
    titleBox: { width: number; height: number };
    titleLayout: TitleLayout;
}

export const manifestPath = '/cards/cards.json';

/** A page of the build that the sitemap lists: an HTML page of its own, not the not-found page, not `noindex` */
function publishedPage(outDir: string, route: string, ignored: (route: string) => boolean): string | undefined {
    if (ignored(route) || route.endsWith('404.html') || !route.endsWith('/')) {
        return undefined;
    }
    const file = path.join(outDir, route, 'index.html');
    return existsSync(file) ? file : undefined;
}

/** Puts the cached card in the build: a hard link where the file system allows it (no bytes copied), else a copy */
function publish(cached: string, target: string): void {
    rmSync(target, { force: true });
    try {
        linkSync(cached, target);
    } catch {
        copyFileSync(cached, target);
    }
}

export default function socialCards(context: LoadContext, options: Options): Plugin {
    const cacheDir = path.join(context.siteDir, 'node_modules', '.cache', 'social-cards');
    return {
        name: 'social-cards',
        async postBuild({ outDir, routesPaths, siteConfig }) {
            const defaultImage = (siteConfig.themeConfig as { image?: string }).image;
            if (!defaultImage) {
                throw new Error(
                    '[social-cards] themeConfig.image (the site-wide card) is not set in docusaurus.config.ts',
                );
            }
            const absolute = (pathname: string) => new URL(pathname, siteConfig.url).href;
            const defaultImageUrl = absolute(`${siteConfig.baseUrl}${defaultImage}`);
            const ignored = createMatcher(options.ignorePatterns);
            const { version } = fonts();
            mkdirSync(cacheDir, { recursive: true });

            const started = Date.now();
            // the process's CPU time: with every card in the cache the loop never yields, so this is the cards' own
            const cpuBefore = process.cpuUsage();
            const records: CardRecord[] = [];
            let drawn = 0;
            for (const route of [...new Set(routesPaths)].sort()) {
                const file = publishedPage(outDir, route, ignored);
                if (!file) {
                    continue;
                }
                const html = readFileSync(file, 'utf8');
                const text = cardTextOf(route, html, siteConfig.title, options.apiPackages);
                const image = cardPathOf(route);
                const rewritten = withCardTags(
                    html,
                    {
                        url: absolute(image),
                        ...cardSize,
                        alt: [text.area, text.title, text.detail].filter(Boolean).join(': '),
                    },
                    defaultImageUrl,
                );
                if (!rewritten) {
                    continue; // the page's front matter names its own image
                }
                const key = digestOf(version, JSON.stringify(text));
                const cachedPng = path.join(cacheDir, `${key}.png`);
                const cachedLayout = path.join(cacheDir, `${key}.json`);
                let titleLayout: TitleLayout;
                if (existsSync(cachedPng) && existsSync(cachedLayout)) {
                    titleLayout = JSON.parse(readFileSync(cachedLayout, 'utf8')) as TitleLayout;
                } else {
                    const card = await renderCard(text);
                    writeFileAtomically(cachedPng, card.png);
                    writeFileAtomically(cachedLayout, JSON.stringify(card.title));
                    titleLayout = card.title;
                    drawn += 1;
                }
                const target = path.join(outDir, image);
                mkdirSync(path.dirname(target), { recursive: true });
                publish(cachedPng, target);
                writeFileAtomically(file, rewritten);
                records.push({ route, image, ...cardSize, ...text, titleBox, titleLayout });
            }
            writeFileSync(path.join(outDir, manifestPath), JSON.stringify(records));
            console.info(
                `[social-cards] ${records.length} cards (${drawn} drawn, ${records.length - drawn} from the cache) in ${Date.now() - started} ms (${cpuMilliseconds(cpuBefore)} ms of CPU)`,
            );
        },
    };
}
