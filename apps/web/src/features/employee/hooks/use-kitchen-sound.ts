import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'cocina-sonido';

function storedChoice(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

let context: AudioContext | null = null;

/** Two short tones made on the spot: no file to download, nothing to cache. */
function chime(): void {
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

/**
 * The kitchen's 'Sonido' switch. Browsers only let a page play sound after a gesture, so the
 * switch itself (a tap) unlocks the audio; the choice is remembered on this device.
 */
export function useKitchenSound() {
  const [enabled, setEnabled] = useState(storedChoice);

  const toggle = useCallback((on: boolean) => {
    try {
      localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      /* private mode: the choice lasts for this visit */
    }
    setEnabled(on);
    if (on) chime();
  }, []);

  // Switched on in an earlier visit: the first tap anywhere on the screen unlocks the audio.
  useEffect(() => {
    if (!enabled || typeof AudioContext === 'undefined') return;
    const unlock = () => {
      context ??= new AudioContext();
      void context.resume();
    };
    document.addEventListener('pointerdown', unlock, { once: true });
    return () => document.removeEventListener('pointerdown', unlock);
  }, [enabled]);

  const ring = useCallback(() => {
    if (enabled) chime();
  }, [enabled]);

  return { enabled, toggle, ring };
}
