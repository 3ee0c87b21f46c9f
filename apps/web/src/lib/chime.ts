import { useCallback, useEffect, useState } from 'react';

let context: AudioContext | null = null;

/** Two short tones made on the spot: no file to download, nothing to cache. */
export function chime(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const audio = context;
  void audio.resume();
  [0, 0.18].forEach((offset, index) => {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = index === 0 ? 880 : 1320;
    const start = audio.currentTime + offset;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.35, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.16);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.18);
  });
}

/** Browsers play sound only after a gesture: a tap anywhere lets the next chime through. */
export function unlockAudioOnFirstTap(): () => void {
  if (typeof AudioContext === 'undefined') return () => {};
  const unlock = () => {
    context ??= new AudioContext();
    void context.resume();
  };
  document.addEventListener('pointerdown', unlock, { once: true });
  return () => document.removeEventListener('pointerdown', unlock);
}

function storedChoice(storageKey: string): boolean {
  try {
    return localStorage.getItem(storageKey) === 'on';
  } catch {
    return false;
  }
}

/**
 * A screen's 'Sonido' switch (the kitchen's, the pickup board's), remembered on this device under
 * its own key. Browsers only let a page play sound after a gesture, so the switch itself (a tap)
 * unlocks the audio; switched on in an earlier visit, the first tap anywhere does.
 */
export function useChimeSwitch(storageKey: string) {
  const [enabled, setEnabled] = useState(() => storedChoice(storageKey));

  const toggle = useCallback(
    (on: boolean) => {
      try {
        localStorage.setItem(storageKey, on ? 'on' : 'off');
      } catch {
        /* private mode: the choice lasts for this visit */
      }
      setEnabled(on);
      if (on) chime();
    },
    [storageKey],
  );

  useEffect(() => (enabled ? unlockAudioOnFirstTap() : undefined), [enabled]);

  const ring = useCallback(() => {
    if (enabled) chime();
  }, [enabled]);

  return { enabled, toggle, ring };
}
