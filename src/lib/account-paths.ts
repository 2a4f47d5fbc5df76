// The account's own screens that a mail or the server sends a member to (docs/rules.md,
// "Accounts"). Their words are Portuguese: the link of a mail shows them.

/** Where the link mailed to a new address leads: `/confirmar-email?token=…`, signed in or not. */
export const CONFIRM_EMAIL_PATH = "/confirmar-email";

/** The change form a member is sent to while they sign in with a password ACE mailed them. */
export const CHOOSE_PASSWORD_PATH = "/escolher-password";
