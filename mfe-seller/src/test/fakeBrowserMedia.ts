/**
 * Stand-ins for the two browser APIs jsdom lacks that the new-order alert uses: the
 * server-sent event feed (EventSource) and the Web Audio API. They are the seams the tests
 * replace; the app code above them runs for real.
 */

/** A fake EventSource: tests raise events on the opened feed with {@link FakeEventSource.emit}. */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.opened.push(this);
  }

  /** Listeners per event name, to wait until the app listens. */
  readonly listening = new Map<string, number>();

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    this.listening.set(args[0], (this.listening.get(args[0]) ?? 0) + 1);
    super.addEventListener(...args);
  }

  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    this.listening.set(args[0], (this.listening.get(args[0]) ?? 1) - 1);
    super.removeEventListener(...args);
  }

  /** Sends one named event with a JSON body, as the server would. */
  emit(type: string, data: unknown): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  close(): void {
    this.closed = true;
  }

  /** The feed still open (the last one opened and not closed). */
  static current(): FakeEventSource {
    const open = FakeEventSource.opened.filter((source) => !source.closed);
    const last = open[open.length - 1];
    if (!last) throw new Error('No event source is open');
    return last;
  }
}

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
  beforeEach(() => {
    FakeEventSource.opened = [];
    FakeAudioContext.notes = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
    Object.assign(window, { AudioContext: FakeAudioContext });
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
    delete (window as { AudioContext?: unknown }).AudioContext;
  });
}
