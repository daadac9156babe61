import { z } from 'zod';

/**
 * Turkey's provinces (il), districts (ilçe) and neighbourhoods (mahalle), served by the API from a
 * maintained data package, so the address and birth-place fields offer the real names. The
 * account information keeps the names (`city`: 'İstanbul', `district`: 'Kadıköy').
 */
export const ZCity = z.object({ code: z.string(), name: z.string() });

export const ZCityParams = z.object({ code: z.string().regex(/^\d{2}$/) });
export const ZDistrictParams = ZCityParams.extend({ district: z.string().min(1).max(80) });
