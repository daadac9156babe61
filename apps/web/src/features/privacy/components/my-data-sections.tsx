import { CloseAccountSection } from './close-account-section.tsx';
import { DataExportSection } from './data-export-section.tsx';
import { DocumentAccesses } from './document-accesses.tsx';
import { RecentSignIns } from './recent-sign-ins.tsx';

/** The person's own data on `/profile` (KVKK): sign-ins, staff accesses, the export, closing the account. */
export function MyDataSections() {
  return (
    <div className="space-y-8">
      <RecentSignIns />
      <DocumentAccesses />
      <DataExportSection />
      <CloseAccountSection />
    </div>
  );
}
