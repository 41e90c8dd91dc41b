import type { NotificationPreferences } from '../../../domain/schemas/notifications';
import { DataCard } from '../../features/account/data-card';
import { DeleteCard } from '../../features/account/delete-card';
import { WhatsappCard } from '../../features/notifications/whatsapp-card';

/**
 * Settings' last cards (WhatsApp, the account's data, deleting it): their code comes when the
 * person scrolls to them (src/web/pages/signed-in/settings.tsx), not with the first view.
 */
export default function SettingsFoot({ preferences }: { preferences: NotificationPreferences }) {
  return (
    <>
      <WhatsappCard preferences={preferences} />
      <DataCard />
      <DeleteCard />
    </>
  );
}
