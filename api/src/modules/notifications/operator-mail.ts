import { greeting } from './greeting';

const SIGNATURE = '\n\nTrippy Himalaya back office';

export function staffCodeMail(name: string, code: string): { subject: string; body: string } {
  return {
    subject: `Your Trippy Himalaya back-office code: ${code}`,
    body: `Hello ${name},\n\nUse the code ${code} to sign in to the back office. It expires in 10 minutes and can be used once.\nIf you did not just enter your password, change it and tell the owner.${SIGNATURE}`,
  };
}

export function staffInviteMail(
  name: string,
  invitedBy: string,
  link: string,
): { subject: string; body: string } {
  return {
    subject: 'You are invited to the Trippy Himalaya back office',
    body: `Hello ${name},\n\n${invitedBy} has invited you to the Trippy Himalaya back office.\nChoose your password here (the link works once, for 72 hours):\n${link}\n\nThen sign in with your email, your password and the code we mail you.${SIGNATURE}`,
  };
}

/** A staff member told of repeated failed sign-ins to their back-office account (nothing secret in it). */
export function staffSignInAlertMail(
  name: string,
  channel: 'password' | 'code',
  paused: boolean,
): { subject: string; body: string } {
  const tried = channel === 'password' ? 'wrong passwords' : 'wrong sign-in codes';
  const now = paused
    ? 'Signing in this way is paused for a while for everyone; the owner can help if you need in at once.'
    : 'Each place the tries come from is slowed down; your own sign-in is not blocked.';
  return {
    subject: 'Failed sign-ins to your Trippy Himalaya back-office account',
    body: `Hello ${name},\n\nSomeone has tried to sign in to the back office as you with ${tried} many times in the last hour.\n${now}\nIf it was not you, tell the owner.${SIGNATURE}`,
  };
}

/** A message from the operator to a traveller (a road closure, a weather delay). */
export function travellerMessageMail(firstName: string, message: string): { subject: string; body: string } {
  return {
    subject: 'A message from Trippy Himalaya about your trip',
    body: `${greeting(firstName)}\n\n${message}\n\nYou can also read this under Notifications in your account.\n\nTeam Trippy Himalaya\nRajpur Road, Dehradun, Uttarakhand`,
  };
}
