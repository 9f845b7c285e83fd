// The chat feature's public face: the visitor's widget, its stored session, and the staff inbox.
export { forgetChatSession } from './chat-storage';
export { ChatWidget } from './chat-widget';
export { ChatInbox } from './inbox/chat-inbox';
export { titleWithUnread, useStaffChatAlerts } from './staff-alerts/use-staff-chat-alerts';
export { CHAT_ALERTS_LABEL, ChatAlertSetting } from './staff-alerts/chat-alert-setting';
export { CHAT_ALERT_BODY, CHAT_ALERT_TITLE } from './staff-alerts/alert';
export { readChatAlerts, storeChatAlerts } from './staff-alerts/alert-setting';
