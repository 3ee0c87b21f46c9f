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
