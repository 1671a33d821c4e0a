import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { holdWhilePressed } from './holdWhilePressed';

/** A document as far as the hold listens to it, with the tasks queued after a release run by hand */
function pointer() {
    const target = new EventTarget();
    const queued: Array<() => void> = [];
    const hold = holdWhilePressed(target as unknown as Document, work => queued.push(work));
    return {
        hold,
        press: () => target.dispatchEvent(new Event('pointerdown')),
        release: (type = 'pointerup') => target.dispatchEvent(new Event(type)),
        runQueued: () => queued.splice(0).forEach(work => work()),
    };
}

describe('holdWhilePressed', () => {
    it('runs the work at once when no pointer is pressed', () => {
        const { hold } = pointer();
        const done: string[] = [];
        hold.run(() => done.push('refresh'));
        assert.deepEqual(done, ['refresh']);
    });

    it('holds the work while a pointer is pressed, and runs it after the release and its click', () => {
        const { hold, press, release, runQueued } = pointer();
        const done: string[] = [];
        press();
        hold.run(() => done.push('refresh'));
        assert.deepEqual(done, [], 'not while pressed');
        release();
        assert.deepEqual(done, [], 'not before the click that follows the release');
        runQueued();
        assert.deepEqual(done, ['refresh']);
    });

    it('runs only the last of the work asked for while pressed, once', () => {
        const { hold, press, release, runQueued } = pointer();
        const done: string[] = [];
        press();
        hold.run(() => done.push('first'));
        hold.run(() => done.push('second'));
        release();
        runQueued();
        runQueued();
        assert.deepEqual(done, ['second']);
    });

    it('a cancelled press (a touch that became a scroll) releases the work too', () => {
        const { hold, press, release, runQueued } = pointer();
        const done: string[] = [];
        press();
        hold.run(() => done.push('refresh'));
        release('pointercancel');
        runQueued();
        assert.deepEqual(done, ['refresh']);
    });

    it('a new press before the queued work runs holds it again', () => {
        const { hold, press, release, runQueued } = pointer();
        const done: string[] = [];
        press();
        hold.run(() => done.push('refresh'));
        release();
        press();
        runQueued();
        assert.deepEqual(done, []);
        release();
        runQueued();
        assert.deepEqual(done, ['refresh']);
    });

    it('drops held work and stops listening once disposed (the modal closed)', () => {
        const { hold, press, release, runQueued } = pointer();
        const done: string[] = [];
        press();
        hold.run(() => done.push('refresh'));
        hold.dispose();
        release();
        runQueued();
        hold.run(() => done.push('after'));
        assert.deepEqual(done, []);
    });
});
