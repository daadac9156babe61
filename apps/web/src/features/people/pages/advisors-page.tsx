import { PeopleList } from '../components/people-list.tsx';

/** `/app/advisors`: the advisors. The route table asks for "show advisors" (the guard shows no-permission otherwise). */
export default function AdvisorsPage() {
  return <PeopleList kind="advisors" />;
}
