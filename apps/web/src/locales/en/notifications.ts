import { notificationCatalogue } from '../notification-texts.ts';

/** The notifications' English texts, from the contract (../notification-texts.ts). */
const notifications = notificationCatalogue('en');
export default notifications;
