import { PolicyDocument } from '../components/policy-document.tsx';

/** The KVKK privacy notice (spec section 2: loaded lazily, texts in the `privacy` namespace). */
export default function PrivacyPolicyPage() {
  return <PolicyDocument namespace="privacy" />;
}
