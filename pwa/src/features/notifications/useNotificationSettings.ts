import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsUpdate } from '@shared/notifications/schemas';
import { notificationKeys } from './notificationKeys';
import { fetchNotificationSettings, saveNotificationSettings } from './notificationsApi';

/** The member's switches per kind, and saving one change (the server answers the whole settings). */
export function useNotificationSettings(memberId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.settings(memberId);
  const settings = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchNotificationSettings(signal) });
  const save = useMutation({
    mutationFn: (update: NotificationSettingsUpdate) => saveNotificationSettings(update),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  return { settings, save };
}
