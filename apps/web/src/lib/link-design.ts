import { sharingEndpoints } from '@eb/domain/endpoints/sharing';
import type { SaveLink } from '@eb/domain/sharing';
import { call } from './api-client.ts';

/**
 * Saves a design to the signed-in account with the site's link call, as `saveCall` of the domain
 * chose it (doc 001 §6, §7): Save, load-time linking (`onLoad`) and My Estimates' Duplicate.
 */
export function linkDesign(save: SaveLink, onLoad = false) {
  const extra = onLoad ? { onLoad } : {};
  return save.via === 'proxy'
    ? call(sharingEndpoints.linkThroughProxy, { body: { ...save.body, ...extra } })
    : call(sharingEndpoints.linkToMyAccount, { body: { ...save.body, ...extra } });
}
