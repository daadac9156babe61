import { PolicyDocument } from '../components/policy-document.tsx';

/** The user agreement (texts in the `agreement` namespace). */
export default function UserAgreementPage() {
  return <PolicyDocument namespace="agreement" />;
}
