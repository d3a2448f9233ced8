/** The notifications feature's route (spec point 2: the notifications page). */
export const NOTIFICATIONS_PATH = '/notifications';
