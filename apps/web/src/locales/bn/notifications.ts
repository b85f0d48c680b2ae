import { notificationCatalogue } from '../notification-texts.ts';

/** The notifications' Bangla texts, from the contract (../notification-texts.ts). */
const notifications = notificationCatalogue('bn');
export default notifications;
