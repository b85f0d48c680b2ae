import { stubApi } from '../../testing/stub-api.ts';

/** The notifications' API stubbed (testing/stub-api.ts). */
export const stubNotificationApi = stubApi;
