/**
 * `npm run bench:renders -- [--only <template>] [dir]`, after `npm run build`: how much React renders while a page
 * starts, counted rather than timed, so the figures do not depend on the machine or its load. For one page of each
 * template that `bench:lighthouse` measures, it loads the page in Chromium, lets it hydrate and go quiet (3 s), and
 * prints the number of commits React made and how many times components rendered: in the hydration, and in every
 * commit after it; and the same for code lines (`.token-line`), most of a handbook page's components.
 *
 * It counts through the hook React offers its developer tools (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, which React DOM's
 * production build calls on every commit): a function component rendered in a commit if its fiber was copied for
 * that render (it is not the object the previous commit had) and has React's PerformedWork flag. Same build, same
 * counts, run after run.
 */
import { pageTemplates } from '../tests/budgets';
import { openStartupPages } from '../tests/support/startup-pages';

interface Counts {
    commits: number;
    hydration: { components: number; lines: number };
    after: { components: number; lines: number };
}

// Runs in the page before its scripts: a string, not a function (tsx would rename helpers inside it).
const countingHook = `(() => {
    const FUNCTION_COMPONENT = 0, HOST = 5, FORWARD_REF = 11, MEMO = 14, SIMPLE_MEMO = 15, PERFORMED_WORK = 1;
    const isComponent = fiber => [FUNCTION_COMPONENT, FORWARD_REF, MEMO, SIMPLE_MEMO].includes(fiber.tag);
    const counts = { commits: 0, hydration: { components: 0, lines: 0 }, after: { components: 0, lines: 0 } };
    let previous = new WeakSet();
    window.renderCounts = counts;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject() { return 1; },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot(id, root) {
            const bucket = counts.commits === 0 ? counts.hydration : counts.after;
            counts.commits++;
            const seen = new WeakSet();
            const stack = [root.current];
            while (stack.length > 0) {
                const fiber = stack.pop();
                seen.add(fiber);
                if (isComponent(fiber) && !previous.has(fiber) && (fiber.flags & PERFORMED_WORK) !== 0) {
                    bucket.components++;
                    let child = fiber.child;
                    while (child && isComponent(child)) child = child.child;
                    if (child && child.tag === HOST && child.stateNode && child.stateNode.classList
                            && child.stateNode.classList.contains('token-line')) {
                        bucket.lines++;
                    }
                }
                if (fiber.sibling) stack.push(fiber.sibling);
                if (fiber.child) stack.push(fiber.child);
            }
            previous = seen;
        },
    };
})();`;

async function main() {
    const { label, origin, templates, newPhoneContext, close } = await openStartupPages(process.argv.slice(2));
    const rows = [
        '| Template | Commits | Components rendered: hydration / after it | Code lines: in the page / rendered in the hydration / after it |',
        '|---|---|---|---|',
    ];
    try {
        for (const template of templates) {
            const context = await newPhoneContext();
            const page = await context.newPage();
            await page.addInitScript({ content: countingHook });
            await page.goto(`${origin}${pageTemplates[template].route}`);
            await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 60_000 });
            await page.waitForTimeout(3000);
            const counts = (await page.evaluate('window.renderCounts')) as Counts;
            const lines = await page.locator('.token-line').count();
            rows.push(
                `| ${template} | ${counts.commits} | ${counts.hydration.components} / ${counts.after.components} | ${lines} / ${counts.hydration.lines} / ${counts.after.lines} |`,
            );
            console.log(rows.at(-1));
            await context.close();
        }
    } finally {
        await close();
    }
    console.log(`\n${label}\n\n${rows.join('\n')}`);
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
