import { useId, useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { askToNotify } from './alert';
import { useChatAlerts } from './alert-setting';

export const CHAT_ALERTS_LABEL = 'Alert me to new chat messages';
export const CHAT_ALERTS_HINT =
  'A short sound and a browser notification when a visitor writes while you are on another tab or window. The notification never shows the message.';
export const CHAT_ALERTS_BLOCKED =
  'Your browser blocks notifications from this site: you will hear the sound only. Allow notifications in its site settings to see them.';

/** The profile's chat alert setting (off until the member turns it on); turning it on asks the browser's leave to notify. */
export function ChatAlertSetting({ memberId }: { memberId: number }) {
  const [on, setOn] = useChatAlerts(memberId);
  const [blocked, setBlocked] = useState(false);
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          aria-describedby={`${id}-hint`}
          checked={on}
          onChange={(event) => {
            const next = event.target.checked;
            setOn(next);
            setBlocked(false);
            if (next) void askToNotify().then((allowed) => setBlocked(!allowed));
          }}
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-900">
            {CHAT_ALERTS_LABEL}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {CHAT_ALERTS_HINT}
          </p>
        </div>
      </div>
      {on && blocked && (
        <p role="status" className="text-sm text-amber-900">
          {CHAT_ALERTS_BLOCKED}
        </p>
      )}
    </div>
  );
}
