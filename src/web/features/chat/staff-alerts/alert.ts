/** What a staff member's browser notification says: never who wrote, nor what (it shows on a locked screen). */
export const CHAT_ALERT_TITLE = 'New chat message';
export const CHAT_ALERT_BODY = 'A visitor is waiting in Live Chat.';

let audio: AudioContext | null = null;

/** A short two-note chime, made by the browser (no sound file to download). Silent where audio is refused. */
export function playChime(): void {
  try {
    audio ??= new AudioContext();
    const now = audio.currentTime;
    for (const [i, frequency] of [880, 1320].entries()) {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.0001, now + i * 0.15);
      volume.gain.exponentialRampToValueAtTime(0.2, now + i * 0.15 + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.15 + 0.14);
      tone.connect(volume).connect(audio.destination);
      tone.start(now + i * 0.15);
      tone.stop(now + i * 0.15 + 0.15);
    }
  } catch {
    // No audio here (an old browser, or sound blocked until the page was used): the badge and title still say it.
  }
}

/** A browser notification, when the member allowed them; one at a time (a newer replaces the last). */
export function showChatNotification(onClick: () => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const notice = new Notification(CHAT_ALERT_TITLE, { body: CHAT_ALERT_BODY, tag: 'recourse-chat' });
    notice.onclick = () => {
      window.focus();
      onClick();
      notice.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker: the sound and the badge remain.
  }
}

/** Asks the browser for permission to notify (on the member's click): whether it was given. */
export async function askToNotify(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  if (Notification.permission === 'granted') return true;
  return (await Notification.requestPermission()) === 'granted';
}
