/**
 * The test runs `npm run screenshots` makes. Each runs a fresh copy of a tutorial's project, in a folder
 * named as the tutorial names it (the Serenity BDD report takes its project name from the folder), with
 * the tutorial's own `playwright.config.ts` plus the reporting of `./playwright.config.ts`.
 */
export interface TutorialRun {
    /** the run's folder under the work directory */
    id: string;
    /** the tutorial's folder under `tests/tutorials/` */
    tutorial: 'web' | 'api';
    /** the project folder the tutorial has the reader create */
    project: string;
    /** what the run is for, printed as it starts */
    purpose: string;
    /** an edit the tutorial asks the reader to make before running */
    change?: { file: string; from: string; to: string };
    /** the Photographer's strategy, when not the Playwright Test integration's default (photos of failures) */
    photoStrategy?: 'TakePhotosOfInteractions' | 'TakePhotosBeforeAndAfterInteractions';
    /** whether every scenario passes */
    outcome: 'passes' | 'fails';
}

export interface RunResult {
    run: TutorialRun;
    /** the project's folder, the working directory of the run */
    dir: string;
    /** what the run printed, escape sequences included */
    output: string;
}

export const runs = {
    web: {
        id: 'web',
        tutorial: 'web',
        project: 'tiny-todo-tests',
        outcome: 'passes',
        purpose: 'the web tutorial as the reader runs it',
    },
    webFailing: {
        id: 'web-failing',
        tutorial: 'web',
        project: 'tiny-todo-tests',
        outcome: 'fails',
        purpose: 'the web tutorial\'s "Watch a scenario fail" step',
        change: {
            file: 'specs/todo-list.spec.ts',
            from: "equals('Nothing left to do')",
            to: "equals('Nothing to do')",
        },
    },
    webPhotos: {
        id: 'web-photos',
        tutorial: 'web',
        project: 'tiny-todo-tests',
        outcome: 'passes',
        purpose: 'the web tutorial with a Photographer who takes photos of interactions',
        photoStrategy: 'TakePhotosOfInteractions',
    },
    api: {
        id: 'api',
        tutorial: 'api',
        project: 'todo-api-tests',
        outcome: 'passes',
        purpose: 'the API tutorial as the reader runs it',
    },
} as const satisfies Record<string, TutorialRun>;

/** The source with the tutorial's edit made; fails when the text to change is not there exactly once. */
export function withChange(source: string, change: { from: string; to: string }): string {
    const occurrences = source.split(change.from).length - 1;
    if (occurrences !== 1) {
        throw new Error(
            `Expected "${change.from}" once in the tutorial's code, found it ${occurrences} times; update scripts/screenshots/runs.ts`,
        );
    }
    return source.replace(change.from, change.to);
}
