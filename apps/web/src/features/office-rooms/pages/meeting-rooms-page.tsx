import { currentPeriod } from '@portal/contracts/documents/document-periods';
import { useTranslation } from 'react-i18next';
import { OfficeDeskPage } from '../../../domains/office/components/office-desk-page.tsx';
import { MyRoomBookings } from '../components/my-room-bookings.tsx';
import { RoomBookingForm } from '../components/room-booking-form.tsx';
import { RoomDay } from '../components/room-day.tsx';

/**
 * `/app/office/meeting-rooms` (permission "show calls"): a customer books the selected company's
 * meeting rooms and sees its bookings; staff see the day's bookings at their offices. The server
 * checks both.
 */
export default function MeetingRoomsPage() {
  const { t } = useTranslation('officeRooms');
  return (
    <OfficeDeskPage
      texts={{
        title: t('title'),
        lead: (company) => t('lead', { company }),
        noCompany: t('noCompany'),
        notAllowed: t('notAllowed'),
        staffTitle: t('staffTitle'),
        staffLead: t('staffLead'),
      }}
      staffDesk={<RoomDay />}
      customerView={(accountId) => (
        <div className="space-y-8">
          <RoomBookingForm accountId={accountId} />
          <MyRoomBookings accountId={accountId} period={currentPeriod(new Date())} />
        </div>
      )}
    />
  );
}
