import type { TLanguage } from '@portal/contracts/common/languages';
import type { TOfficeLocation, TOfficeLocationPacket } from '@portal/contracts/products/product-schemas';
import type { TDatabase } from '../../plugins/db/database.ts';
import { findLocationPackets, findOfficeLocations } from './repository.ts';

/**
 * The virtual-office addresses a customer chooses from in the office wizard: what each offers,
 * the packets available there with the lowest price, and its secretary. Two queries whatever
 * the number of locations.
 */
export async function listOfficeLocations(db: TDatabase, language: TLanguage): Promise<TOfficeLocation[]> {
  const locations = await findOfficeLocations(db, language);
  const packetRows = await findLocationPackets(
    db,
    locations.map((location) => location.id),
    language,
  );
  const packetsOf = new Map<number, TOfficeLocationPacket[]>();
  for (const { locationId, ...packet } of packetRows) {
    const list = packetsOf.get(locationId) ?? [];
    list.push(packet);
    packetsOf.set(locationId, list);
  }
  return locations.map((location) => {
    // Ordered cheapest first by the query, so the first is the "from" price.
    const packets = packetsOf.get(location.id) ?? [];
    return {
      id: location.id,
      slug: location.slug,
      name: location.name,
      city: location.city,
      district: location.district,
      address: location.address,
      description: location.description,
      meeting_rooms: location.meetingRooms,
      reception_hours: location.receptionHours,
      parking: location.parking,
      latitude: location.latitude,
      longitude: location.longitude,
      packets,
      price_from: packets[0]?.price ?? null,
      secretary:
        location.secretaryId !== null && location.secretaryName !== null
          ? { id: location.secretaryId, name: location.secretaryName }
          : null,
    };
  });
}
