import { FakeEventSource, setupFakeEventSource } from '@greencart/shared-ui/test';

/**
 * Stand-ins for the two browser APIs jsdom lacks that the new-order alert uses: the
 * server-sent event feed (shared-ui's FakeEventSource) and the Web Audio API. They are the
 * seams the tests replace; the app code above them runs for real.
 */
export { FakeEventSource };

/** A fake AudioContext that counts the notes started. */
export class FakeAudioContext {
  static notes: number[] = [];
  currentTime = 0;
  destination = {};

  resume(): Promise<void> {
    return Promise.resolve();
  }

  createOscillator() {
    return {
      type: 'sine',
      frequency: { setValueAtTime: (value: number) => value },
      connect: () => undefined,
      start: () => FakeAudioContext.notes.push(this.currentTime),
      stop: () => undefined,
    };
  }

  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: () => undefined,
    };
  }
}

/** Installs both fakes for each test of the file and removes them afterwards. */
export function setupFakeBrowserMedia(): void {
  setupFakeEventSource();
  beforeEach(() => {
    FakeAudioContext.notes = [];
    Object.assign(window, { AudioContext: FakeAudioContext });
  });
  afterEach(() => {
    delete (window as { AudioContext?: unknown }).AudioContext;
  });
}
