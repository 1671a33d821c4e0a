/**
 * How diagrams look in each colour mode: Mermaid's `base` theme with every colour set, so nothing is
 * derived from a colour we did not choose. Each mode draws on the page's own background (the light and
 * dark values of `--ifm-background-color` in src/css/custom.css), with text at WCAG AA contrast (4.5:1)
 * on every fill and lines and borders at 3:1 against the background (`theme.test.ts` checks both).
 */
export type ColourMode = 'light' | 'dark';

export const colourModes: ColourMode[] = ['light', 'dark'];

/** A font stack with the same metrics everywhere (Arial, Liberation Sans, Helvetica): text measured at build time fits its box on the reader's screen */
export const diagramFont = 'Arial, "Liberation Sans", Helvetica, sans-serif';

export const diagramFontSize = 16;

export interface DiagramPalette {
    /** the page behind the diagram */
    background: string;
    /** text everywhere */
    text: string;
    /** boxes (flowchart nodes, sequence participants) */
    nodeFill: string;
    nodeBorder: string;
    /** arrows and lifelines */
    line: string;
    /** groups (flowchart subgraphs) */
    groupFill: string;
    groupBorder: string;
    /** notes in sequence diagrams */
    noteFill: string;
    noteBorder: string;
}

export const palettes: Record<ColourMode, DiagramPalette> = {
    light: {
        background: '#ffffff',
        text: '#1c1e21',
        nodeFill: '#e8eefb',
        nodeBorder: '#083693',
        line: '#4a5260',
        groupFill: '#f5f6f8',
        groupBorder: '#6b7280',
        noteFill: '#fff6c2',
        noteBorder: '#8a6d00',
    },
    dark: {
        background: '#22272e',
        text: '#f0f3f6',
        nodeFill: '#2f3b52',
        nodeBorder: '#8fb3ff',
        line: '#c9d1d9',
        groupFill: '#1c2128',
        groupBorder: '#9aa4b2',
        noteFill: '#4a3f0b',
        noteBorder: '#fcd30a',
    },
};

/** Mermaid's configuration for one colour mode (`mermaid.initialize`) */
export function mermaidConfig(mode: ColourMode): Record<string, unknown> {
    const p = palettes[mode];
    return {
        startOnLoad: false,
        securityLevel: 'strict',
        // the same picture from the same source every time: the renderings are committed, and Mermaid's shapes
        // (rough.js) otherwise draw with random control points, so that every drawing would change the files
        handDrawnSeed: 1,
        deterministicIds: true,
        theme: 'base',
        fontFamily: diagramFont,
        // plain SVG text rather than HTML inside <foreignObject>: the picture is shown as an <img>
        htmlLabels: false,
        // tighter than Mermaid's defaults, so that diagrams fit the text column with their text readable
        flowchart: {
            htmlLabels: false,
            useMaxWidth: false,
            nodeSpacing: 30,
            rankSpacing: 40,
            wrappingWidth: 260,
            padding: 12,
        },
        sequence: { useMaxWidth: false, actorMargin: 30, wrap: false },
        themeVariables: {
            darkMode: mode === 'dark',
            background: p.background,
            fontFamily: diagramFont,
            fontSize: `${diagramFontSize}px`,
            textColor: p.text,
            titleColor: p.text,
            primaryColor: p.nodeFill,
            primaryTextColor: p.text,
            primaryBorderColor: p.nodeBorder,
            mainBkg: p.nodeFill,
            nodeBorder: p.nodeBorder,
            nodeTextColor: p.text,
            secondaryColor: p.groupFill,
            secondaryTextColor: p.text,
            secondaryBorderColor: p.groupBorder,
            tertiaryColor: p.groupFill,
            tertiaryTextColor: p.text,
            tertiaryBorderColor: p.groupBorder,
            lineColor: p.line,
            defaultLinkColor: p.line,
            clusterBkg: p.groupFill,
            clusterBorder: p.groupBorder,
            edgeLabelBackground: p.background,
            noteBkgColor: p.noteFill,
            noteTextColor: p.text,
            noteBorderColor: p.noteBorder,
            actorBkg: p.nodeFill,
            actorBorder: p.nodeBorder,
            actorTextColor: p.text,
            actorLineColor: p.line,
            signalColor: p.line,
            signalTextColor: p.text,
            labelBoxBkgColor: p.nodeFill,
            labelBoxBorderColor: p.nodeBorder,
            labelTextColor: p.text,
            loopTextColor: p.text,
            activationBkgColor: p.groupFill,
            activationBorderColor: p.nodeBorder,
            sequenceNumberColor: p.background,
        },
    };
}
