/**
 * The hits refresh in place once the whole index is in (see useRefreshOnRestOfIndex). A reader who pressed on a hit
 * just then would release the button over another hit, or over none, and the click would be lost: the browser sends
 * `click` only when the press and the release meet the same link. So a refresh that comes while a pointer is pressed
 * waits until it is released, and its click has been handled: the reader opens the hit they pressed.
 */

/** The part of `Document` this needs, so that tests can give a plain event target */
export type PointerEvents = Pick<Document, 'addEventListener' | 'removeEventListener'>;

export interface PressHold {
    /** Runs `work` now, or once no pointer is pressed any more (only the last work asked for runs) */
    run(work: () => void): void;
    /** Stops listening; work still waiting is dropped */
    dispose(): void;
}

export function holdWhilePressed(target: PointerEvents, later: (work: () => void) => void = queueTask): PressHold {
    let pressed = false;
    let waiting: (() => void) | undefined;
    let disposed = false;
    const onDown = () => {
        pressed = true;
    };
    const onUp = () => {
        pressed = false;
        if (waiting) {
            // after the `click` that follows this release, which the browser sends in the same task
            later(() => {
                const work = waiting;
                // pressed again meanwhile: the work waits for that release
                if (work && !pressed && !disposed) {
                    waiting = undefined;
                    work();
                }
            });
        }
    };
    const events: Array<[string, () => void]> = [
        ['pointerdown', onDown],
        ['pointerup', onUp],
        ['pointercancel', onUp],
    ];
    for (const [type, listener] of events) {
        target.addEventListener(type, listener, true);
    }
    return {
        run(work) {
            if (disposed) {
                return;
            }
            if (pressed) {
                waiting = work;
            } else {
                work();
            }
        },
        dispose() {
            disposed = true;
            waiting = undefined;
            for (const [type, listener] of events) {
                target.removeEventListener(type, listener, true);
            }
        },
    };
}

function queueTask(work: () => void): void {
    setTimeout(work, 0);
}
