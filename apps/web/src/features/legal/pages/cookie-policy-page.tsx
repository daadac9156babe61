import { PolicyDocument } from '../components/policy-document.tsx';

/** The cookie policy: strictly necessary local storage only (texts in the `cookies` namespace). */
export default function CookiePolicyPage() {
  return <PolicyDocument namespace="cookies" />;
}
