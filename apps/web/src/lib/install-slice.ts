import type { PricingResult } from '@eb/domain/installation';
import type { JobOptions } from '@eb/domain/job-options';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Professional measure and install, as this browser knows it (doc 001 §4): the property address the
 * shopper checked, and whether a service provider covers it. The availability flow fills it; the
 * checkout and summary read it. The address and contact are also kept in local storage
 * (MI_PropertyAddress, MI_ContactInformation) by the availability flow.
 */
export interface InstallAddress {
  /** The stored address's id (setaddress), and its property and customer. */
  addressId: string;
  propertyId: string;
  customerId: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zipCode: string;
}

/** unknown: not checked yet; covered: the retailer's network; other: someone else (or the check failed); none: nobody. */
export type Availability = 'unknown' | 'covered' | 'other' | 'none';

export interface InstallState {
  address: InstallAddress | null;
  availability: Availability;
  /**
   * The installation the Installation Summary priced for a design's current windows, by design: the
   * summary panel lists its charges and adds it to its one Subtotal until a job is booked.
   */
  pricedInstallation: Record<string, PricingResult>;
  /**
   * The job options a shopper answered in an installation modal, by design and modal ('summary' or
   * 'install-only'): closing the modal keeps them, and opening it again shows them (removal, haul-away
   * and their counts, texts, instructions).
   */
  jobOptions: Record<string, JobOptions>;
}

declare module './store-types.ts' {
  interface RootState {
    install: InstallState;
  }
}

export const initialInstallState: InstallState = { address: null, availability: 'unknown', pricedInstallation: {}, jobOptions: {} };

/** The key of a design's answers in one of the two installation modals. */
export const jobOptionsKey = (designId: string, installOnly: boolean) => `${designId}:${installOnly ? 'install-only' : 'summary'}`;

export const installSlice = createSlice({
  name: 'install',
  initialState: initialInstallState,
  reducers: {
    addressSaved(state, action: PayloadAction<InstallAddress>) {
      state.address = action.payload;
    },
    availabilityChecked(state, action: PayloadAction<Availability>) {
      state.availability = action.payload;
    },
    installationPriced(state, action: PayloadAction<{ designId: string; result: PricingResult | null }>) {
      const { designId, result } = action.payload;
      if (result === null) delete state.pricedInstallation[designId];
      else state.pricedInstallation[designId] = result;
    },
    jobOptionsAnswered(state, action: PayloadAction<{ key: string; options: JobOptions }>) {
      state.jobOptions[action.payload.key] = action.payload.options;
    },
    installReset() {
      return initialInstallState;
    },
  },
});

export const { addressSaved, availabilityChecked, installationPriced, jobOptionsAnswered, installReset } = installSlice.actions;
