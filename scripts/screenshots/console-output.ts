import { stripAnsi } from './ansi';

/**
 * What the Serenity/JS console reporter printed during a run, cut into the parts a page shows: one
 * section per scenario (from the dashed line above it) and the execution summary (between its double lines).
 */
export interface ConsoleSection {
    kind: 'scenario' | 'summary';
    /** the section as printed, ANSI escape sequences included */
    text: string;
}

const scenarioSeparator = /^-{40,}$/;
const summarySeparator = /^={40,}$/;

export function consoleSections(output: string): ConsoleSection[] {
    const lines = output.replace(/\r\n/g, '\n').split('\n');
    const plainLines = lines.map(line => stripAnsi(line).trim());
    const sections: ConsoleSection[] = [];

    let start: number | undefined;
    let kind: ConsoleSection['kind'] | undefined;
    const close = (end: number) => {
        if (start !== undefined && kind) {
            let last = end;
            while (last > start && plainLines[last - 1] === '') {
                last--;
            }
            sections.push({ kind, text: lines.slice(start, last).join('\n') });
        }
        start = undefined;
        kind = undefined;
    };

    plainLines.forEach((line, index) => {
        if (scenarioSeparator.test(line)) {
            close(index);
            start = index;
            kind = 'scenario';
        } else if (summarySeparator.test(line)) {
            if (kind === 'summary') {
                close(index + 1); // the closing double line belongs to the summary
            } else {
                close(index);
                start = index;
                kind = 'summary';
            }
        }
    });
    close(lines.length);
    return sections;
}

/** The one section whose visible text contains `words`; fails loudly when there is none, or more than one. */
export function sectionWith(sections: ConsoleSection[], words: string): ConsoleSection {
    const found = sections.filter(section => stripAnsi(section.text).includes(words));
    if (found.length !== 1) {
        throw new Error(`Expected one section of the console output to contain "${words}", found ${found.length}`);
    }
    return found[0];
}

/**
 * The section as a reader of the handbook should see it: paths inside the project are relative to it, as
 * they are for a reader in their own project folder, and stack frames from inside `node_modules`, whose
 * paths differ on every machine and which a reader skips anyway, are left out.
 */
export function asTheReaderSeesIt(text: string, projectDir: string): string {
    return relativeToProject(
        text
            .split('\n')
            .filter(line => !/^\s*at .*node_modules[\\/]/.test(stripAnsi(line)))
            .join('\n'),
        projectDir,
    );
}

/** The text with every path inside `projectDir` made relative to it. */
export function relativeToProject(text: string, projectDir: string): string {
    const projectPrefix = projectDir.endsWith('/') ? projectDir : `${projectDir}/`;
    return text.split(projectPrefix).join('');
}
