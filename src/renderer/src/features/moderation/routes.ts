/** The moderation feature's route (issue 13 point 3: the moderator tools). */
export const MODERATION_PATH = '/moderation';
