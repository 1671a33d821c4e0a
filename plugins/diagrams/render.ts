/**
 * Renders Mermaid diagrams to SVG files at build time, in the system's Chromium (Mermaid needs a DOM to
 * measure text), with the `mermaid` package the repository pins. Each rendering is kept in the repository
 * (`plugins/diagrams/renderings/`), named by a digest of its source, Mermaid's version and the colour mode's
 * configuration, so a build or `npm start` needs no browser unless a diagram changed; the browser starts on
 * the first missing rendering and closes once the build stops asking for diagrams.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { chromium, type Browser, type Page } from 'playwright-core';

import { chromiumInstallHint, chromiumLaunchOptions, findChromium } from '../chromium';
import { writeFileAtomically } from '../digests';
import { renderingExtension, renderingKey, standaloneSvg, svgSize } from './diagram';
import { type ColourMode, mermaidConfig, palettes } from './theme';

/** A syntax error in a diagram's source, with Mermaid's message */
export class DiagramSyntaxError extends Error {}

/** A diagram that has no rendering yet, on a machine with no browser to draw it */
export class DiagramNotDrawnError extends Error {
    constructor() {
        super(
            `This diagram has no rendering in plugins/diagrams/renderings/ yet, and drawing one needs Chromium. ${chromiumInstallHint}`,
        );
        this.name = 'DiagramNotDrawnError';
    }
}

export interface RenderedDiagram {
    /** the cached SVG file, one per colour mode */
    files: Record<ColourMode, string>;
    width: number;
    height: number;
}

const mermaidPackage = path.dirname(require.resolve('mermaid/package.json'));
const mermaidVersion: string = JSON.parse(readFileSync(path.join(mermaidPackage, 'package.json'), 'utf8')).version;
/** Bump when the way diagrams are rendered or stored changes, so cached renderings are made again */
const rendererVersion = `1/mermaid@${mermaidVersion}`;

const idleTimeout = 3_000;

/**
 * Chromium in one process: by default it starts about ten (browser, zygotes, GPU, network, storage, renderer…),
 * together ~900 MiB of RSS, which made drawing the diagrams the cold build's memory peak; in one it takes ~300 MiB.
 * Without a sandbox, which a single process cannot have: the page draws only the repository's own diagram sources,
 * with Mermaid from node_modules, and loads nothing else.
 */
function launchOptions() {
    const options = chromiumLaunchOptions();
    const args = new Set([...(options.args ?? []), '--no-sandbox', '--no-zygote', '--single-process']);
    return { ...options, args: [...args] };
}

export class DiagramRenderer {
    private page?: Promise<Page>;
    private browser?: Promise<Browser>;
    private queue: Promise<unknown> = Promise.resolve();
    private idle?: NodeJS.Timeout;

    constructor(private readonly cacheDir: string) {}

    /**
     * The diagram in both colour modes: from the renderings folder, or drawn now. Throws a DiagramSyntaxError on
     * a bad source, and a DiagramNotDrawnError when it must be drawn and no browser is there.
     */
    async render(source: string): Promise<RenderedDiagram> {
        const { files, meta } = renderingFiles(this.cacheDir, source);
        if (existsSync(meta) && existsSync(files.light) && existsSync(files.dark)) {
            return { files, ...JSON.parse(readFileSync(meta, 'utf8')) };
        }
        if (!findChromium()) {
            throw new DiagramNotDrawnError();
        }
        const rendered = await this.enqueue(() => this.renderInBrowser(source));
        mkdirSync(this.cacheDir, { recursive: true });
        for (const mode of ['light', 'dark'] as const) {
            writeFileAtomically(files[mode], rendered[mode].svg);
        }
        const size = { width: rendered.light.width, height: rendered.light.height };
        writeFileAtomically(meta, JSON.stringify(size));
        return { files, ...size };
    }

    /** Closes the browser, if it is open */
    async close(): Promise<void> {
        clearTimeout(this.idle);
        const browser = this.browser;
        this.browser = undefined;
        this.page = undefined;
        await (await browser)?.close();
    }

    private enqueue<T>(task: () => Promise<T>): Promise<T> {
        clearTimeout(this.idle);
        const result = this.queue.then(task, task);
        this.queue = result
            .catch(() => undefined)
            .then(() => {
                clearTimeout(this.idle);
                this.idle = setTimeout(() => void this.close(), idleTimeout);
                this.idle.unref();
            });
        return result;
    }

    private openPage(): Promise<Page> {
        this.page ??= (async () => {
            this.browser = chromium.launch(launchOptions());
            const page = await (await this.browser).newPage();
            await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
            await page.addScriptTag({ path: path.join(mermaidPackage, 'dist', 'mermaid.min.js') });
            return page;
        })();
        return this.page;
    }

    private async renderInBrowser(source: string) {
        const page = await this.openPage();
        const rendered = {} as Record<ColourMode, { svg: string; width: number; height: number }>;
        for (const mode of ['light', 'dark'] as const) {
            const result = await page.evaluate(
                async ({ source, config }) => {
                    const mermaid = (window as unknown as { mermaid: MermaidApi }).mermaid;
                    mermaid.initialize(config);
                    try {
                        await mermaid.parse(source);
                    } catch (error) {
                        return { error: String((error as Error)?.message ?? error) };
                    }
                    const { svg } = await mermaid.render('diagram', source);
                    return { svg };
                },
                { source, config: mermaidConfig(mode) },
            );
            if ('error' in result) {
                throw new DiagramSyntaxError(result.error);
            }
            const svg = standaloneSvg(result.svg, palettes[mode].background);
            const { width, height } = svgSize(svg);
            rendered[mode] = { svg, width, height };
        }
        return rendered;
    }
}

interface MermaidApi {
    initialize(config: unknown): void;
    parse(source: string): Promise<unknown>;
    render(id: string, source: string): Promise<{ svg: string }>;
}

/** The files that hold a diagram's renderings and its size in a renderings folder */
export function renderingFiles(dir: string, source: string) {
    const key = renderingKey(source, rendererVersion, {
        light: mermaidConfig('light'),
        dark: mermaidConfig('dark'),
    });
    return {
        files: {
            light: path.join(dir, `${key}-light${renderingExtension}`),
            dark: path.join(dir, `${key}-dark${renderingExtension}`),
        },
        meta: path.join(dir, `${key}.json`),
    };
}

const renderers = new Map<string, DiagramRenderer>();

/** The renderer of a cache folder: one browser at most, however many content plugins and the prerendering share it */
export function rendererFor(cacheDir: string): DiagramRenderer {
    let renderer = renderers.get(cacheDir);
    if (!renderer) {
        renderer = new DiagramRenderer(cacheDir);
        renderers.set(cacheDir, renderer);
    }
    return renderer;
}
