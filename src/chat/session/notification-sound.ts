// a short two-note tone made with the Web Audio API (no asset). Browsers may refuse sound
// before the patient has interacted with the page (autoplay rules): then it quietly stays silent.

let context: AudioContext | null = null;

export function playNotificationSound(): void {
  try {
    const Context = window.AudioContext as typeof AudioContext | undefined;
    if (!Context) {
      return;
    }
    context ??= new Context();
    const audio = context;
    const play = () => {
      const now = audio.currentTime;
      [880, 1175].forEach((frequency, index) => {
        const start = now + index * 0.16;
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.15);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(start);
        oscillator.stop(start + 0.16);
      });
    };
    if (audio.state === 'suspended') {
      audio.resume().then(play, () => undefined);
    } else {
      play();
    }
  } catch {
    // No sound allowed or no audio device: the title and the favicon still tell.
  }
}
