/** Longest reply or answer (the server's limit). */
export const MAX_REPLY_LENGTH = 5000;
