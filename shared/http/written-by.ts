/**
 * A queued write names the member who wrote it in this header. The server refuses it (401) under anyone else's
 * session, so the device can send what it holds without first asking who is signed in: a write made by one member
 * never goes out under another's account on a shared device, and waits for its writer to sign in again.
 */
export const WRITTEN_BY_HEADER = 'x-written-by';
