const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The test bank's 3-D Secure page: what a real bank shows (the amount, the card's last digits, a
 * confirm and a cancel), posting its answer to the portal's callback as a bank's form does.
 * Both languages on one page: the bank does not know the portal's.
 */
export function testBankPage(
  providerRef: string,
  amountKurus: number,
  callbackUrl: string,
  last4: string,
): string {
  const amount = (amountKurus / 100).toFixed(2);
  const form = (answer: 'approve' | 'deny', label: string, colour: string) => `
    <form method="post" action="${escapeHtml(callbackUrl)}">
      <input type="hidden" name="reference" value="${escapeHtml(providerRef)}">
      <input type="hidden" name="answer" value="${answer}">
      <button type="submit" style="width:100%;min-height:44px;margin-top:12px;border:0;border-radius:8px;font:600 16px system-ui,sans-serif;background:${colour};color:#fff;cursor:pointer">${label}</button>
    </form>`;
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test Bankası · 3-D Secure</title>
</head>
<body style="margin:0;background:#f1f5f9;font:16px/1.5 system-ui,sans-serif;color:#0f172a">
<main style="max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15)">
  <h1 style="font-size:20px;margin:0 0 8px">Test Bankası · 3-D Secure</h1>
  <p style="margin:0 0 16px;color:#334155">Bu ödemeyi onaylıyor musunuz? · Do you approve this payment?</p>
  <dl style="margin:0 0 8px">
    <dt style="color:#475569;font-size:14px">Tutar · Amount</dt><dd style="margin:0 0 8px;font-weight:700">${amount} TRY</dd>
    <dt style="color:#475569;font-size:14px">Kart · Card</dt><dd style="margin:0;font-weight:700">•••• ${escapeHtml(last4)}</dd>
  </dl>
  ${form('approve', 'Onayla · Approve', '#166534')}
  ${form('deny', 'Reddet · Deny', '#b91c1c')}
  <p style="margin:16px 0 0;font-size:13px;color:#475569">Bu sayfa test ödeme kuruluşunundur; gerçek bir banka yoktur. · This page belongs to the test gateway; no real bank is involved.</p>
</main>
</body>
</html>`;
}
