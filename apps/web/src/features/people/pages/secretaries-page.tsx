import { PeopleList } from '../components/people-list.tsx';

/** `/app/secretaries`: the secretaries. The route table asks for "show secretaries" (the guard shows no-permission otherwise). */
export default function SecretariesPage() {
  return <PeopleList kind="secretaries" />;
}
