import { CHAT_OFFLINE_NOTICE, CHAT_OFFLINE_NOTICE_CLIENT, CHAT_SOCKET_BUSY_NOTICE } from '../../../../contract/chat/messages';

const TRANSCRIPT_FAILED = 'The conversation could not be downloaded. Please try again.';

/** The notices under the chat's title bar: nobody from the team online, the socket refused as busy, a failed download. */
export function PanelNotices({
  staffOnline,
  signedIn,
  busy,
  downloadFailed,
}: {
  staffOnline: boolean | null;
  signedIn: boolean;
  busy: boolean;
  downloadFailed: boolean;
}) {
  return (
    <>
      {staffOnline === false && (
        // Only a client (the portal passes their details) is emailed when a reply waits.
        <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-950">
          {signedIn ? CHAT_OFFLINE_NOTICE_CLIENT : CHAT_OFFLINE_NOTICE}
        </p>
      )}
      {busy && (
        <p role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-950">
          {CHAT_SOCKET_BUSY_NOTICE}
        </p>
      )}
      {downloadFailed && (
        <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-xs text-red-900">
          {TRANSCRIPT_FAILED}
        </p>
      )}
    </>
  );
}
