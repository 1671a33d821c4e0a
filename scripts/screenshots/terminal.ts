import { ansiColourNames, ansiToHtml } from './ansi';

/**
 * A page that shows captured console output in a terminal window: a dark background, a title bar, and
 * the 16 ANSI colours of a common dark palette. `npm run screenshots` photographs its `.terminal` element.
 */
export interface TerminalContent {
    /** the window title, such as `tiny-todo-tests — npx playwright test` */
    title: string;
    /** the output, ANSI escape sequences included */
    output: string;
    /**
     * the terminal's width in columns; longer lines wrap, as they do in a terminal. Fixed rather than fitted
     * to the output, so a rerun, whose durations have other lengths, makes a picture of the same width
     */
    columns?: number;
}

const palette: Record<(typeof ansiColourNames)[number], string> = {
    black: '#1d1f21',
    red: '#f7768e',
    green: '#9ece6a',
    yellow: '#e0af68',
    blue: '#7aa2f7',
    magenta: '#bb9af7',
    cyan: '#7dcfff',
    white: '#c0caf5',
    'bright-black': '#6b7089',
    'bright-red': '#ff8fa3',
    'bright-green': '#b9f27c',
    'bright-yellow': '#ffd285',
    'bright-blue': '#9ab8ff',
    'bright-magenta': '#d0b4ff',
    'bright-cyan': '#a4e0ff',
    'bright-white': '#ffffff',
};
const background = '#16171f';
const foreground = '#c8cde6';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function terminalPage({ title, output, columns = 100 }: TerminalContent): string {
    const colours = ansiColourNames
        .map(
            name =>
                `.ansi-fg-${name} { color: ${palette[name]} } .ansi-bg-${name} { background-color: ${palette[name]} }`,
        )
        .join('\n');

    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
    body { margin: 0; padding: 24px; background: #ffffff; }
    .terminal {
        display: inline-block; border-radius: 10px; overflow: hidden; background: ${background};
        box-shadow: 0 0 0 1px rgb(0 0 0 / 0.25), 0 6px 18px rgb(0 0 0 / 0.18);
        font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 13px; line-height: 1.45;
    }
    .title-bar {
        display: flex; align-items: center; gap: 8px; padding: 9px 14px; background: #2a2c3a; color: #a9b1d6;
        font-family: 'DejaVu Sans', sans-serif; font-size: 12px;
    }
    .title-bar i { width: 12px; height: 12px; border-radius: 50%; display: inline-block; }
    .title-bar i:nth-child(1) { background: #ff5f57 } .title-bar i:nth-child(2) { background: #febc2e } .title-bar i:nth-child(3) { background: #28c840 }
    .title-bar span { flex: 1; text-align: center; margin-right: 52px; }
    pre {
        margin: 0; padding: 14px 18px 18px; color: ${foreground}; font: inherit;
        width: ${columns}ch; white-space: pre-wrap; overflow-wrap: anywhere;
    }
    .ansi-bold { font-weight: bold } .ansi-dim { opacity: 0.7 } .ansi-italic { font-style: italic } .ansi-underline { text-decoration: underline }
    .ansi-fg-terminal-bg { color: ${background} } .ansi-bg-terminal-fg { background-color: ${foreground} }
${colours}
</style>
</head>
<body>
<div class="terminal">
<div class="title-bar" aria-hidden="true"><i></i><i></i><i></i><span>${escapeHtml(title)}</span></div>
<pre>${ansiToHtml(output)}</pre>
</div>
</body>
</html>
`;
}
