/**
 * Notifications (issue 38): the bell of the top bar and the dashboard's header, the notifications page,
 * their settings and an email's unsubscribe page. What other parts may use (STYLE rule 6): this file,
 * never the files behind it. The app routes to the pages by their modules.
 */

/** The bell: nothing for visitors; for a signed-in person its code loads after the page is interactive. */
export { HeaderBell } from './components/header-bell.tsx';
