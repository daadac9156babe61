/**
 * An IP address with its last part hidden (198.51.100.7 → 198.51.100.*): enough for the person to
 * recognise their own network, not enough for someone looking over their shoulder. The full
 * address is in "download my data".
 */
export function maskIp(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return maskIp(mapped[1]);
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(ip)) return ip.replace(/\.\d{1,3}$/, '.*');
  if (ip.includes(':')) {
    const groups = ip.split(':').filter((group) => group !== '');
    return `${groups.slice(0, 3).join(':')}:*`;
  }
  return ip;
}
