import { PeopleList } from '../components/people-list.tsx';

/** `/app/users`: all users. The route table asks for "show users all" (the guard shows no-permission otherwise). */
export default function UsersPage() {
  return <PeopleList kind="users" />;
}
