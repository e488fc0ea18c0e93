/** The screen's notification sound, made with Web Audio (no media file to load): a chime (two notes) or a bell. */
export function playNotificationSound(sound: 'none' | 'chime' | 'bell', context: AudioContext | null): void {
  if (sound === 'none' || !context) return;
  const notes = sound === 'chime' ? [880, 660] : [1320];
  notes.forEach((frequency, i) => {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = sound === 'bell' ? 'triangle' : 'sine';
    osc.frequency.value = frequency;
    const start = context.currentTime + i * 0.35;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + (sound === 'bell' ? 1.2 : 0.5));
    osc.connect(gain).connect(context.destination);
    osc.start(start);
    osc.stop(start + 1.3);
  });
}

/** Speaks the call once (Web Speech API), when the browser has it. */
export function announce(text: string): void {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'en-GB';
  window.speechSynthesis.speak(utterance);
}
