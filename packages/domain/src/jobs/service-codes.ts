import { z } from 'zod';

/** Service types of doc 001 §9: I installation, M measurement. */
export const SERVICE_TYPES = ['I', 'M'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const serviceTypeSchema = z.enum(SERVICE_TYPES, { error: 'serviceType must be I (installation) or M (measurement).' });

/** Service site codes of doc 001 §9 (BDC site 3, THD site 11). */
export const SERVICE_SITE_CODES = ['BDC', 'THD'] as const;
