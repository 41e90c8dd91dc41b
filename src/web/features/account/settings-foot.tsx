import type { NotificationPreferences } from '../../../domain/schemas/notifications';
import { WhatsappCard } from '../notifications';
import { DataCard } from './data-card';
import { DataSaverCard } from './data-saver-card';
import { DeleteCard } from './delete-card';

/**
 * Settings' last cards (the data saver, WhatsApp, the account's data, deleting it): their code comes when the
 * person scrolls to them (src/web/pages/signed-in/settings.tsx loads it), not with the first view.
 */
export default function SettingsFoot({ preferences }: { preferences: NotificationPreferences }) {
  return (
    <>
      <DataSaverCard />
      <WhatsappCard preferences={preferences} />
      <DataCard />
      <DeleteCard />
    </>
  );
}
