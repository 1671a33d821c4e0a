import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { holdWhilePressed } from './holdWhilePressed';

/**
 * A document as far as the hold listens to it, with the tasks queued after a release run by hand; `ask(label)` asks the
 * hold to run work that records its label in `done`
 */
function pointer() {
    const target = new EventTarget();
    const queued: Array<() => void> = [];
    const hold = holdWhilePressed(target as unknown as Document, work => queued.push(work));
    const done: string[] = [];
    return {
        hold,
        done,
        ask: (label = 'refresh') => hold.run(() => done.push(label)),
        press: () => target.dispatchEvent(new Event('pointerdown')),
        release: (type = 'pointerup') => target.dispatchEvent(new Event(type)),
        runQueued: () => queued.splice(0).forEach(work => work()),
    };
}

describe('holdWhilePressed', () => {
    it('runs the work at once when no pointer is pressed', () => {
        const { ask, done } = pointer();
        ask();
        assert.deepEqual(done, ['refresh']);
    });

    it('holds the work while a pointer is pressed, and runs it after the release and its click', () => {
        const { ask, done, press, release, runQueued } = pointer();
        press();
        ask();
        assert.deepEqual(done, [], 'not while pressed');
        release();
        assert.deepEqual(done, [], 'not before the click that follows the release');
        runQueued();
        assert.deepEqual(done, ['refresh']);
    });

    it('runs only the last of the work asked for while pressed, once', () => {
        const { ask, done, press, release, runQueued } = pointer();
        press();
        ask('first');
        ask('second');
        release();
        runQueued();
        runQueued();
        assert.deepEqual(done, ['second']);
    });

    it('a cancelled press (a touch that became a scroll) releases the work too', () => {
        const { ask, done, press, release, runQueued } = pointer();
        press();
        ask();
        release('pointercancel');
        runQueued();
        assert.deepEqual(done, ['refresh']);
    });

    it('a new press before the queued work runs holds it again', () => {
        const { ask, done, press, release, runQueued } = pointer();
        press();
        ask();
        release();
        press();
        runQueued();
        assert.deepEqual(done, []);
        release();
        runQueued();
        assert.deepEqual(done, ['refresh']);
    });

    it('drops held work and stops listening once disposed (the modal closed)', () => {
        const { hold, ask, done, press, release, runQueued } = pointer();
        press();
        ask();
        hold.dispose();
        release();
        runQueued();
        ask('after');
        assert.deepEqual(done, []);
    });
});
