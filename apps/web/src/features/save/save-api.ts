import type { AnswerOf } from '@eb/domain/endpoint';
import { designEndpoints } from '@eb/domain/endpoints/designs';
import { sharingEndpoints } from '@eb/domain/endpoints/sharing';
import type { BrokerSaveDesign, SavedDesignEmail } from '@eb/domain/sharing';
import { call } from '../../lib/api-client.ts';
import { linkDesign } from '../../lib/link-design.ts';
import { ask, serverApi } from '../../lib/server-api.ts';

/** Saving to an account (doc 001 §7): the site's link call, the retailer's follow-up and the saved-design mail. */
export const saveApi = {
  link: linkDesign,
  brokerSaveDesign: (body: BrokerSaveDesign) => call(sharingEndpoints.brokerSaveDesign, { body }),
  sendSavedDesignEmail: (body: SavedDesignEmail) => call(sharingEndpoints.sendSavedDesignEmail, { body }),
};

/**
 * Reps only: the email of the account a design is saved to (null for a guest's design), kept by the
 * server-data layer while the design card names it and read again each time it shows.
 */
export const saveQueries = serverApi.injectEndpoints({
  endpoints: (build) => ({
    designCustomer: build.query<AnswerOf<typeof designEndpoints.designCustomer>, string>({
      query: (designId) => ask(designEndpoints.designCustomer, { params: { designId } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useDesignCustomerQuery } = saveQueries;
