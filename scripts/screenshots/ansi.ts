/**
 * Terminal output with ANSI escape sequences, turned into HTML that keeps its colours and weights,
 * so `npm run screenshots` can show console reporter output as a reader's terminal shows it.
 */

// CSI sequences (colours, cursor moves, erasing) and OSC sequences (window titles, hyperlinks), which
// start with the ESC control character: matching control characters is the point of these patterns
// eslint-disable-next-line no-control-regex
const escapeSequence = /\u001B\[[0-9;?]*[ -/]*[@-~]|\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)/g;
// eslint-disable-next-line no-control-regex
const sgrSequence = /\u001B\[([0-9;]*)m/g;

export function stripAnsi(text: string): string {
    return text.replace(escapeSequence, '');
}

/** The 16 colours' names, in SGR order: 30–37 and 90–97 (foreground), 40–47 and 100–107 (background). */
export const ansiColourNames = [
    'black',
    'red',
    'green',
    'yellow',
    'blue',
    'magenta',
    'cyan',
    'white',
    'bright-black',
    'bright-red',
    'bright-green',
    'bright-yellow',
    'bright-blue',
    'bright-magenta',
    'bright-cyan',
    'bright-white',
] as const;

type Colour = { kind: 'named'; index: number } | { kind: 'rgb'; value: string };

interface Style {
    bold: boolean;
    dim: boolean;
    italic: boolean;
    underline: boolean;
    inverse: boolean;
    foreground?: Colour;
    background?: Colour;
}

const plain: Style = { bold: false, dim: false, italic: false, underline: false, inverse: false };

/** The xterm 256-colour palette entry `n` (16–255) as `rgb(…)`; 0–15 are the named colours. */
export function xterm256(n: number): Colour {
    if (n < 16) {
        return { kind: 'named', index: n };
    }
    if (n < 232) {
        const steps = [0, 95, 135, 175, 215, 255];
        const i = n - 16;
        return {
            kind: 'rgb',
            value: `rgb(${steps[Math.floor(i / 36)]}, ${steps[Math.floor(i / 6) % 6]}, ${steps[i % 6]})`,
        };
    }
    const grey = 8 + (n - 232) * 10;
    return { kind: 'rgb', value: `rgb(${grey}, ${grey}, ${grey})` };
}

/** Applies the parameters of one SGR sequence (`ESC [ … m`) to a style. */
function applySgr(style: Style, parameters: number[]): Style {
    const next = { ...style };
    for (let i = 0; i < parameters.length; i++) {
        const code = parameters[i];
        if (code === 0) {
            Object.assign(next, plain, { foreground: undefined, background: undefined });
        } else if (code === 1) {
            next.bold = true;
        } else if (code === 2) {
            next.dim = true;
        } else if (code === 3) {
            next.italic = true;
        } else if (code === 4) {
            next.underline = true;
        } else if (code === 7) {
            next.inverse = true;
        } else if (code === 22) {
            next.bold = false;
            next.dim = false;
        } else if (code === 23) {
            next.italic = false;
        } else if (code === 24) {
            next.underline = false;
        } else if (code === 27) {
            next.inverse = false;
        } else if (code >= 30 && code <= 37) {
            next.foreground = { kind: 'named', index: code - 30 };
        } else if (code >= 90 && code <= 97) {
            next.foreground = { kind: 'named', index: code - 90 + 8 };
        } else if (code === 39) {
            next.foreground = undefined;
        } else if (code >= 40 && code <= 47) {
            next.background = { kind: 'named', index: code - 40 };
        } else if (code >= 100 && code <= 107) {
            next.background = { kind: 'named', index: code - 100 + 8 };
        } else if (code === 49) {
            next.background = undefined;
        } else if (code === 38 || code === 48) {
            // 38;5;n (256 colours) or 38;2;r;g;b (true colour); the same with 48 for the background
            let colour: Colour | undefined;
            if (parameters[i + 1] === 5) {
                colour = xterm256(parameters[i + 2] ?? 0);
                i += 2;
            } else if (parameters[i + 1] === 2) {
                const [r, g, b] = parameters.slice(i + 2, i + 5).map(value => value ?? 0);
                colour = { kind: 'rgb', value: `rgb(${r}, ${g}, ${b})` };
                i += 4;
            }
            if (code === 38) {
                next.foreground = colour;
            } else {
                next.background = colour;
            }
        }
    }
    return next;
}

const escapeHtml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The `class` and `style` attributes of a span in the given style, or nothing for unstyled text. */
function attributesOf(style: Style): string {
    const classes: string[] = [];
    const declarations: string[] = [];

    // inverse video swaps the colours; an unset one is the terminal's own foreground or background
    const [foreground, background]: Array<Colour | 'terminal-fg' | 'terminal-bg' | undefined> = style.inverse
        ? [style.background ?? 'terminal-bg', style.foreground ?? 'terminal-fg']
        : [style.foreground, style.background];

    const colour = (prefix: 'fg' | 'bg', value: Colour | 'terminal-fg' | 'terminal-bg' | undefined) => {
        if (value === undefined) {
            return;
        }
        if (typeof value === 'string') {
            classes.push(`ansi-${prefix}-${value}`);
        } else if (value.kind === 'rgb') {
            declarations.push(`${prefix === 'fg' ? 'color' : 'background-color'}: ${value.value}`);
        } else {
            classes.push(`ansi-${prefix}-${ansiColourNames[value.index]}`);
        }
    };
    colour('fg', foreground);
    colour('bg', background);
    if (style.bold) {
        classes.push('ansi-bold');
    }
    if (style.dim) {
        classes.push('ansi-dim');
    }
    if (style.italic) {
        classes.push('ansi-italic');
    }
    if (style.underline) {
        classes.push('ansi-underline');
    }

    return [
        classes.length > 0 ? ` class="${classes.join(' ')}"` : '',
        declarations.length > 0 ? ` style="${declarations.join('; ')}"` : '',
    ].join('');
}

/**
 * HTML for text with ANSI escape sequences: each run of equally styled text in a `<span>` whose classes
 * (`ansi-fg-red`, `ansi-bold`, …) a stylesheet maps to the terminal's palette; 256 and 24-bit colours
 * become inline styles. Escape sequences other than SGR are dropped; the text is HTML-escaped.
 */
export function ansiToHtml(text: string): string {
    let style: Style = { ...plain };
    let html = '';
    let position = 0;

    const emit = (chunk: string) => {
        const visible = stripAnsi(chunk);
        if (visible.length === 0) {
            return;
        }
        const attributes = attributesOf(style);
        html += attributes ? `<span${attributes}>${escapeHtml(visible)}</span>` : escapeHtml(visible);
    };

    for (const match of text.matchAll(sgrSequence)) {
        emit(text.slice(position, match.index));
        const parameters =
            match[1] === '' ? [0] : match[1].split(';').map(parameter => (parameter === '' ? 0 : Number(parameter)));
        style = applySgr(style, parameters);
        position = (match.index ?? 0) + match[0].length;
    }
    emit(text.slice(position));
    return html;
}
