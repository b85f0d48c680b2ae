/** What a push carries: the service worker shows it (sw) and opens `url` on a tap. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** The notification's id: the device replaces a notification of the same tag, so a repeat shows once. */
  tag: string;
}

/** Sends one push to each browser the person subscribed (services/push). */
export interface PushSender {
  send(userId: string, payload: PushPayload): Promise<void>;
}
