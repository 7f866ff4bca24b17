/**
 * The professional measure-and-install address and coverage (doc 001 §2, §3, §5, §7–§9): the state
 * list, the address form, verification against ZIP data, street-line normalisation, the confirm
 * step's messages, stored addresses and the coverage rules. Used by the form and the server alike.
 *
 * The parts live in `address/`, one concern a file; import them through this file only.
 */

export {
  type CoverageStore,
  coveringStores,
  DEFAULT_STORE,
  MANDI_SERVICE,
  MAX_COVERAGE_RADIUS_MILES,
  milesBetween,
  NO_PROVIDER_MESSAGE,
  noStoreMessage,
  proAvailability,
  proAvailabilityAnswerSchema,
  type StoreAvailability,
  type StoreInfo,
  storeAvailabilitySchema,
  storeInfoSchema,
  storeNumberSchema,
  zipAvailabilitySchema,
} from './address/coverage.ts';
export {
  ADDRESS_LIMITS,
  type Address,
  addressLabels,
  addressSchema,
  addressShape,
  normalizeZip,
  sameZipRegion,
  zip5,
} from './address/form.ts';
export {
  addressMatchKey,
  normalizeAddress,
  normalizeCity,
  normalizeStreetLine,
} from './address/normalization.ts';
export {
  isStateCode,
  STATE_CODES,
  STATES,
  type StateCode,
} from './address/states.ts';
export {
  CONTACT_INFORMATION_STORAGE_KEY,
  defaultPropertyName,
  NORMALIZED_BY_MISMATCH,
  PROPERTY_ADDRESS_STORAGE_KEY,
  PROPERTY_NAME_MAX,
  type SetAddressResult,
  setAddressResultSchema,
  storedAddressFields,
} from './address/stored-address.ts';
export {
  ADDRESS_MESSAGES,
  addressMessage,
  failedVerification,
  type NormalizedBy,
  normalizedBy,
  normalizedBySchema,
  USE_ANYWAY,
  type Verification,
  verificationSchema,
  verifyAddress,
  type ZipPlace,
} from './address/verification.ts';
