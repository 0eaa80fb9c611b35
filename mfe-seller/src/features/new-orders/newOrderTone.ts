/** Where the on/off choice of the new-order sound is kept (this browser only). */
export const NEW_ORDER_SOUND_KEY = 'greencart.seller.newOrderSound';

/** Whether staff want the new-order sound: on unless switched off in this browser. */
export function newOrderSoundOn(): boolean {
  try {
    return window.localStorage.getItem(NEW_ORDER_SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setNewOrderSound(on: boolean): void {
  try {
    window.localStorage.setItem(NEW_ORDER_SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (private mode): the choice lasts until the page reloads.
  }
}

type AudioContextClass = typeof AudioContext;

let context: AudioContext | undefined;

/** The page's one AudioContext, made on first use (browsers limit how many a page may open). */
function audio(): AudioContext | undefined {
  const Context: AudioContextClass | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return undefined;
  if (!context || !(context instanceof Context)) context = new Context();
  return context;
}

/**
 * Lets the tone play later: browsers keep an AudioContext silent until the page has had a
 * click or key press, so the sound switch calls this from its own click.
 */
export function unlockNewOrderTone(): void {
  void audio()
    ?.resume()
    .catch(() => undefined);
}

/**
 * A short two-note chime made with the Web Audio API (no sound file to download): sine waves
 * with a quick fade in and out so it does not click.
 */
export function playNewOrderTone(): void {
  const ctx = audio();
  if (!ctx) return;
  void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime;
  [880, 1320].forEach((frequency, index) => {
    const at = start + index * 0.18;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    oscillator.connect(gain);
    gain.connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.32);
  });
}
