import { communityTexts } from '../community/texts';

/** Texts of direct messages (docs/product/screens.md Messages); the API's messages and the screen read them from here. */
export const messageTexts = {
  title: 'Messages',
  threadNotFound: 'Conversation not found',
  userNotFound: 'User not found',
  cannotMessageSelf: 'You cannot start a conversation with yourself',
  // The other member blocked the sender (shared/users/blocking.ts); nothing more is said.
  recipientRefuses: 'This member does not accept messages from you.',
  bodyRequired: 'Message cannot be empty',
  bodyTooLong: (max: number) => `Message must be at most ${max} characters`,
  // A client id this member used for another message, or one the other member of the conversation used (both see it).
  clientIdUnusable: 'This message id cannot be used. Send the message again with a new id.',
  invalidCursor: 'This page link is no longer valid: load the conversation again from the start',
  rateLimited: 'You are sending messages too often. Please wait a few minutes before sending another.',
  inputPlaceholder: 'Type a message...',
  inputLabel: 'Message',
  send: 'Send',
  sendFailed: 'Failed to send message',
  // A message written with no signal waits on the device (the outbox) and is sent once the server answers.
  sending: 'Sending...',
  waitingToSend: communityTexts.waitingToSend,
  needsSignIn: communityTexts.needsSignIn,
  notSent: communityTexts.notSent,
  serverSaid: (reason: string) => `Server said: ${reason}`,
  retry: 'Retry',
  discard: 'Discard',
  discardTitle: 'Discard this message?',
  discardMessage: 'It has not been sent. Discarding it removes it from this device for good.',
  // A member with no conversation yet, opened with no connection: what is written waits, and starts it once sent.
  newConversation: 'New conversation',
  startsWhenSent: 'No connection: your messages wait on this device, and the conversation starts once they are sent.',
  noneSelected: 'Select a conversation to start messaging',
  searchLabel: 'Search conversations',
  searchPlaceholder: 'Search conversations...',
  noThreads: 'No conversations yet',
  noMatches: 'No conversations match your search',
  noMessages: 'No messages yet. Say hello!',
  loadOlder: 'Load older messages',
  back: 'Back to conversations',
  startFailed: 'Could not open the conversation',
  startRefused: (reason: string) => `Could not open the conversation: ${reason}`,
  unreadBadge: (count: number) => (count > 0 ? `Messages, ${count} unread` : 'Messages'),
} as const;
