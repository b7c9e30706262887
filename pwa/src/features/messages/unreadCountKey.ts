import { unreadMessagesResources } from '@shared/messages/unread-resources';
import { memberKeyOf } from '@/http/resources';

/** The header's badge: apart from the conversations' keys, whose declarations load with the messages page only. */
export const unreadCountKey = (memberId: string) => memberKeyOf(unreadMessagesResources.count, memberId);
