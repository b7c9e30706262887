import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/notifications/kinds';
import type { ChannelSetting } from '@shared/notifications/schemas';
import { NOTIFICATION_KIND_LABELS, notificationTexts } from '@shared/notifications/texts';
import { notificationTargets } from '@shared/notifications/targets';
import { serverMessage } from '@/http/errorMessage';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { Switch } from '@/ui/Switch';
import { toast } from '@/ui/toast/toastStore';
import { usePageTitle } from '@/ui/usePageTitle';
import { useCurrentUser } from '@/features/auth';
import { BlockedMembersSection } from '@/features/blocking';
import { DigestField } from './DigestField';
import { PushSection } from './PushSection';
import { useNotificationSettings } from './useNotificationSettings';
import './notifications.css';

const CHANNELS = [
  { channel: 'inApp', label: notificationTexts.inApp },
  { channel: 'push', label: notificationTexts.push },
  { channel: 'email', label: notificationTexts.email },
] as const;

/**
 * /notifications/settings: per kind, in the app and pushed, on or off; push on this device; and the members
 * one blocked (nothing of what they do notifies).
 */
export default function NotificationSettingsPage() {
  usePageTitle(notificationTexts.settingsTitle);
  // Behind ProtectedRoute: a signed-in member.
  const { user } = useCurrentUser();
  const { settings, save } = useNotificationSettings(user?.id ?? '');
  const change = (kind: NotificationKind, current: ChannelSetting, channel: keyof ChannelSetting, on: boolean) =>
    save.mutate(
      { [kind]: { ...current, [channel]: on } },
      {
        onSuccess: () => toast({ title: notificationTexts.settingsSaved }),
        onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? 'Could not save the settings' }),
      },
    );
  return (
    <section className="page notification-settings" aria-labelledby="page-title">
      <Breadcrumbs
        items={[{ label: notificationTexts.title, to: notificationTargets.notifications() }, { label: notificationTexts.settingsTitle }]}
      />
      <h1 id="page-title">{notificationTexts.settingsTitle}</h1>
      <PushSection />
      {settings.isPending ? (
        <LoadingState />
      ) : !settings.data ? (
        <LoadError what="Your notification settings" onRetry={() => void settings.refetch()} />
      ) : (
        <table className="notification-settings__table">
          <thead>
            <tr>
              <td />
              {CHANNELS.map(({ channel, label }) => (
                <th key={channel} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => {
              const current = settings.data[kind];
              return (
                <tr key={kind}>
                  <th scope="row">{NOTIFICATION_KIND_LABELS[kind]}</th>
                  {CHANNELS.map(({ channel, label }) => (
                    <td key={channel}>
                      <Switch
                        checked={current[channel]}
                        aria-label={`${NOTIFICATION_KIND_LABELS[kind]}: ${label}`}
                        disabled={save.isPending}
                        onCheckedChange={(on) => change(kind, current, channel, on)}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {settings.data && (
        <DigestField
          value={settings.data.digest}
          disabled={save.isPending}
          onChange={(digest) =>
            save.mutate(
              { digest },
              {
                onSuccess: () => toast({ title: notificationTexts.settingsSaved }),
                onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? 'Could not save the settings' }),
              },
            )
          }
        />
      )}
      {user && <BlockedMembersSection viewerId={user.id} />}
    </section>
  );
}
